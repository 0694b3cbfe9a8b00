import { WrenchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { forgetSessionEndedNotice, readSessionEndedNotice } from '#client/lib/session-ended-notice.ts';
import { LOGIN_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { usePortalInfo } from '../api/get-portal-info.ts';
import { LoginForm } from './login-form.tsx';

/** /login: the brand from configuration, 'Employee Portal', 'Welcome Back', the form. */
export function LoginPage() {
  const portal = usePortalInfo();
  const companyName = portal.data?.companyName;
  const portalName = companyName ? `${companyName} ${LOGIN_TEXTS.brand}` : LOGIN_TEXTS.brand;
  // Why the last session ended (ADR 014): shown on this visit, then forgotten.
  const [sessionEnded] = useState(readSessionEndedNotice);
  useEffect(forgetSessionEndedNotice, []);
  return (
    // Top-aligned, not centred: the test accounts arrive after the first paint, and a centred
    // column would jump up as they did (issue 22: a layout shift of 0.24 on a phone).
    <main className="flex min-h-dvh items-start justify-center bg-muted px-4 py-10 sm:py-16 dark:bg-background">
      <title>{`${LOGIN_TEXTS.signIn} · ${portalName}`}</title>
      <div className="w-full max-w-md space-y-6">
        <header className="flex flex-col items-center gap-3 text-center">
          <div className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
            <WrenchIcon className="size-6" aria-hidden="true" />
          </div>
          <div className="space-y-1">
            {companyName ? (
              <p className="text-xl font-semibold tracking-tight">{companyName}</p>
            ) : portal.isPending ? (
              <Skeleton className="mx-auto h-7 w-44" />
            ) : null}
            <p className="text-sm text-muted-foreground">{LOGIN_TEXTS.brand}</p>
          </div>
        </header>
        <Card className="gap-4 dark:bg-card">
          <CardHeader className="text-center">
            <h1 className="text-2xl font-semibold tracking-tight">{LOGIN_TEXTS.heading}</h1>
            <CardDescription>Sign in with your work email to continue.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {sessionEnded && (
              <p
                role="alert"
                className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
              >
                {sessionEnded}
              </p>
            )}
            {/* The help line sits above the late test accounts, so their arrival moves nothing. */}
            <LoginForm
              help={<p className="text-center text-sm text-muted-foreground">{LOGIN_TEXTS.help}</p>}
            />
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
