import { employeeTypeLabel } from '../../../../shared/domain/employee-type.ts';
import { useDemoAccounts } from '../api/get-demo-accounts.ts';

/** Only when the server runs with demo data; a real deployment answers [] and nothing shows. */
export function DemoAccounts() {
  const { data } = useDemoAccounts();
  if (!data || data.length === 0) return null;
  const passwords = new Set(data.map((account) => account.password));
  const sharedPassword = passwords.size === 1 ? data[0]?.password : undefined;
  return (
    <section aria-labelledby="demo-accounts-heading" className="rounded-md bg-slate-50 p-3 text-sm">
      <h2 id="demo-accounts-heading" className="font-medium text-slate-800">
        Test accounts
      </h2>
      <ul className="mt-2 space-y-1 text-slate-700">
        {data.map((account) => (
          <li key={account.email} className="break-all">
            <span className="font-medium">{employeeTypeLabel(account.employeeType)}:</span> {account.email}
            {!sharedPassword && (
              <>
                {' '}
                / <code>{account.password}</code>
              </>
            )}
          </li>
        ))}
      </ul>
      {sharedPassword && (
        <p className="mt-2 text-slate-700">
          Password for all: <code className="font-medium">{sharedPassword}</code>
        </p>
      )}
    </section>
  );
}
