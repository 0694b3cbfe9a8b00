import { lazy, Suspense } from 'react';
import { DocumentTitle } from '#client/components/ui/document-title.tsx';
import { FormSkeleton } from '#client/components/ui/form-skeleton.tsx';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { NAV_TEXTS } from '#shared/spec-texts/shell-texts.ts';

// The card is a validated form (zod): its code loads just after first paint (ADR 012).
const ProfileCard = lazy(() => import('./profile-card.tsx').then((m) => ({ default: m.ProfileCard })));

import { SecurityCard } from './security-card.tsx';

/** /profile: the signed-in employee's own details and the way to their password. */
export function ProfilePage() {
  const me = useCurrentEmployee().data;
  return (
    <section className="grid w-full max-w-3xl min-w-0 gap-6">
      <DocumentTitle screen={NAV_TEXTS.profile} />
      <h1 className="text-2xl font-semibold tracking-tight">{NAV_TEXTS.profile}</h1>
      {me ? (
        <Suspense fallback={<FormSkeleton fields={5} label="Loading your profile..." />}>
          <ProfileCard me={me} />
        </Suspense>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your profile...
        </p>
      )}
      <SecurityCard />
    </section>
  );
}
