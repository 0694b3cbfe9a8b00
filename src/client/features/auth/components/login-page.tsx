import { usePortalInfo } from '../api/get-portal-info.ts';
import { DemoAccounts } from './demo-accounts.tsx';
import { LoginForm } from './login-form.tsx';

export function LoginPage() {
  const { data: portal } = usePortalInfo();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <div className="w-full max-w-md space-y-6 rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <header className="space-y-1 text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">
            {portal?.companyName ?? '\u00a0'}
          </p>
          <p className="text-slate-600">Employee Portal</p>
          <h1 className="text-2xl font-bold text-slate-900">Welcome Back</h1>
        </header>
        <LoginForm />
        <DemoAccounts />
        <p className="text-center text-sm text-slate-600">Need help? Contact your administrator</p>
      </div>
    </main>
  );
}
