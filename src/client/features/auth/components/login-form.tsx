import { type FormEvent, useId, useState } from 'react';
import { useLogin } from '../api/login.ts';

/** SPEC 2 /login: email, password (show/hide), 'Stay logged in for 30 days', 'Sign In'. */
export function LoginForm() {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [stayLoggedIn, setStayLoggedIn] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { email: useId(), password: useId(), stay: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setProblem('Missing Information: Please enter both email and password.');
      return;
    }
    setProblem(null);
    login.mutate(
      { email: email.trim(), password, stayLoggedIn },
      { onError: (error) => setProblem(`Login Failed: ${error.message || 'Login failed'}`) },
    );
  }

  const input =
    'w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:outline-2 focus:outline-blue-600';
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-1">
        <label htmlFor={ids.email} className="block text-sm font-medium text-slate-700">
          Email
        </label>
        <input
          id={ids.email}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={input}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={ids.password} className="block text-sm font-medium text-slate-700">
          Password
        </label>
        <div className="flex gap-2">
          <input
            id={ids.password}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={input}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-pressed={showPassword}
            className="rounded-md border border-slate-300 px-3 text-sm text-slate-700"
          >
            {showPassword ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </button>
        </div>
      </div>
      <label htmlFor={ids.stay} className="flex items-center gap-2 text-sm text-slate-700">
        <input
          id={ids.stay}
          type="checkbox"
          checked={stayLoggedIn}
          onChange={(e) => setStayLoggedIn(e.target.checked)}
        />
        Stay logged in for 30 days
      </label>
      {problem && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={login.isPending}
        className="w-full rounded-md bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 disabled:opacity-70"
      >
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </button>
    </form>
  );
}
