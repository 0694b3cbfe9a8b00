import { useCurrentEmployee } from '../../../lib/current-employee.ts';
import { ProfileCard } from './profile-card.tsx';
import { SecurityCard } from './security-card.tsx';

/** /profile: the signed-in employee's own details and the way to their password. */
export function ProfilePage() {
  const me = useCurrentEmployee().data;
  return (
    <section className="grid w-full max-w-3xl min-w-0 gap-6">
      <title>Profile - Employee Portal</title>
      <h1 className="text-2xl font-semibold tracking-tight">Profile</h1>
      {me ? (
        <ProfileCard me={me} />
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your profile...
        </p>
      )}
      <SecurityCard />
    </section>
  );
}
