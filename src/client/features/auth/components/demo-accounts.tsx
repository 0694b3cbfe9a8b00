import { UserRoundIcon } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { employeeTypeLabel } from '#shared/domain/employee-type.ts';
import type { DemoAccount } from '#shared/schemas/auth.ts';
import { useDemoAccounts } from '../api/get-demo-accounts.ts';

type DemoAccountsProps = {
  /** Fills the sign-in form with this account. */
  onSelect: (account: DemoAccount) => void;
};

/** Only when the server runs with demo data; a real deployment answers [] and nothing shows. */
export function DemoAccounts({ onSelect }: DemoAccountsProps) {
  const headingId = useId();
  const { data } = useDemoAccounts();
  if (!data || data.length === 0) return null;
  const passwords = new Set(data.map((account) => account.password));
  const sharedPassword = passwords.size === 1 ? data[0]?.password : undefined;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-dashed bg-muted/50 p-3 text-sm">
      <h2 id={headingId} className="font-medium">
        Test accounts
      </h2>
      <p className="mt-0.5 text-xs text-muted-foreground">Choose one to fill in the form.</p>
      <ul className="mt-2 space-y-1">
        {data.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              onClick={() => onSelect(account)}
              className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <UserRoundIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{account.name}</span>
                <span className="block text-xs wrap-anywhere text-muted-foreground">{account.email}</span>
              </span>
              <Badge variant="outline">{employeeTypeLabel(account.employeeType)}</Badge>
            </button>
            {!sharedPassword && (
              <p className="px-2 pl-8 text-xs text-muted-foreground">
                Password: <code>{account.password}</code>
              </p>
            )}
          </li>
        ))}
      </ul>
      {sharedPassword && (
        <p className="mt-2 px-2 text-xs text-muted-foreground">
          Password for all: <code className="font-medium text-foreground">{sharedPassword}</code>
        </p>
      )}
    </section>
  );
}
