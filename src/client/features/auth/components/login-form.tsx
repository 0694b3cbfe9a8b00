import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/lib/toasts.ts';
import { LOGIN_TOASTS } from '#shared/spec-texts/people-texts.ts';
import { LOGIN_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { useLogin } from '../api/login.ts';
import { DemoAccounts } from './demo-accounts.tsx';
import { PasswordField } from './password-field.tsx';

/** The server schema's words for a malformed address (LoginRequestSchema in shared/schemas/auth.ts). */
const INVALID_EMAIL_MESSAGE = 'Enter a valid email address';

/**
 * /login: email, password (show/hide), 'Stay logged in for 30 days', 'Sign In'; then `help`,
 * then the demo data's test accounts, which arrive last.
 */
export function LoginForm({ help }: { help?: ReactNode } = {}) {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [stayLoggedIn, setStayLoggedIn] = useState(false);
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const ids = { email: useId(), emailProblem: useId(), password: useId(), stay: useId() };
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (login.isPending) return;
    if (!email.trim() || !password) {
      toast({
        variant: 'destructive',
        title: LOGIN_TOASTS.missingTitle,
        description: LOGIN_TOASTS.missingText,
      });
      (email.trim() ? passwordRef : emailRef).current?.focus();
      return;
    }
    // A mistyped address is caught here rather than costing one of the rate-limited sign-in attempts.
    // The browser's own email check, not the zod schema: the login page is the first page most
    // people load, and zod would add ~25 KB gzipped to it. The server still validates with the schema.
    if (emailRef.current?.validity.typeMismatch) {
      setEmailProblem(INVALID_EMAIL_MESSAGE);
      emailRef.current.focus();
      return;
    }
    setEmailProblem(null);
    login.mutate({ email: email.trim(), password, stayLoggedIn });
  }

  return (
    <div className="space-y-6">
      <form onSubmit={submit} noValidate className="space-y-4">
        <LoginField label="Email" id={ids.email}>
          <Input
            ref={emailRef}
            id={ids.email}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@company.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailProblem(null);
            }}
            aria-invalid={emailProblem ? true : undefined}
            aria-describedby={emailProblem ? ids.emailProblem : undefined}
          />
          {emailProblem && (
            <p id={ids.emailProblem} className="text-sm text-destructive">
              {emailProblem}
            </p>
          )}
        </LoginField>
        <LoginField label="Password" id={ids.password}>
          <PasswordField
            ref={passwordRef}
            id={ids.password}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
          />
        </LoginField>
        <div className="flex items-center gap-2">
          <Checkbox
            id={ids.stay}
            checked={stayLoggedIn}
            onCheckedChange={(checked) => setStayLoggedIn(checked === true)}
          />
          <Label htmlFor={ids.stay} className="font-normal">
            {LOGIN_TEXTS.stayLoggedIn}
          </Label>
        </div>
        <Button
          ref={submitRef}
          type="submit"
          size="lg"
          className="w-full"
          loading={login.isPending}
          loadingText={LOGIN_TEXTS.signingIn}
        >
          {LOGIN_TEXTS.signIn}
        </Button>
      </form>
      {help}
      <DemoAccounts
        onSelect={(account) => {
          setEmail(account.email);
          setPassword(account.password);
          setEmailProblem(null);
          // Filled in: Enter (or a tap) now signs in.
          submitRef.current?.focus();
        }}
      />
    </div>
  );
}

/** A labelled box of the form, with anything said about it under it. */
function LoginField({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
