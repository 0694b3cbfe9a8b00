import { employeeTypeLabel } from '../../shared/domain/employee-type.ts';
import { useCurrentEmployee } from '../features/auth/api/get-current-employee.ts';
import { useLogout } from '../features/auth/api/logout.ts';
import { LoginPage } from '../features/auth/components/login-page.tsx';

/**
 * The foundation's frame: sign in, see who you are, sign out. The routed shell with sidebar and
 * header replaces the signed-in part (issue "Web app shell").
 */
export function App() {
  const me = useCurrentEmployee();
  const logout = useLogout();
  if (me.isLoading) {
    return <p className="p-6 text-slate-600">Loading…</p>;
  }
  if (!me.data || me.isError) return <LoginPage />;
  return (
    <main className="mx-auto max-w-2xl space-y-4 p-6">
      <h1 className="text-2xl font-bold text-slate-900">Employee Portal</h1>
      <p className="text-slate-700">
        Signed in as <strong>{me.data.name}</strong> ({employeeTypeLabel(me.data.employeeType)})
      </p>
      <button
        type="button"
        onClick={() => logout.mutate()}
        className="rounded-md border border-slate-300 px-4 py-2 text-slate-800"
      >
        Log out
      </button>
    </main>
  );
}
