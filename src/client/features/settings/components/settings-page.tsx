import { lazy, Suspense } from 'react';
import { DocumentTitle } from '#client/components/ui/document-title.tsx';
import { FormSkeleton } from '#client/components/ui/form-skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useUrlParams } from '#client/components/work-order-list/use-url-params.ts';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { NAV_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { SETTINGS_TABS, settingsTabFrom } from '../settings-tabs.ts';
import { GeneralSettings } from './general-settings.tsx';
import { NotificationSettings } from './notification-settings.tsx';

// The two tabs with validated text fields load their code (zod) just after first paint (ADR 012).
const SecuritySettings = lazy(() =>
  import('./security-settings.tsx').then((m) => ({ default: m.SecuritySettings })),
);
const ProfileSettings = lazy(() =>
  import('./profile-settings.tsx').then((m) => ({ default: m.ProfileSettings })),
);

/** The screen's heading while the account still has its temporary password. */
const PASSWORD_CHANGE_HEADING = 'Change your password';

type SettingsPageProps = {
  /** After a temporary password is replaced: the route goes where the employee was headed. */
  onTemporaryPasswordChanged?: () => void;
};

/**
 * /settings: four tabs, the open one in the URL (?tab=), so a link can open Security directly. An
 * account with a temporary password gets the password change alone (ADR 023): the other tabs save
 * to the server, which refuses everything else until then.
 */
export function SettingsPage({ onTemporaryPasswordChanged }: SettingsPageProps = {}) {
  const me = useCurrentEmployee().data;
  const { params, setParam } = useUrlParams();
  const tab = settingsTabFrom(params.get('tab'));
  if (me?.mustChangePassword) {
    return (
      <section className="grid w-full max-w-3xl min-w-0 gap-6">
        <DocumentTitle screen={PASSWORD_CHANGE_HEADING} />
        <h1 className="text-2xl font-semibold tracking-tight">{PASSWORD_CHANGE_HEADING}</h1>
        <Suspense fallback={<FormSkeleton />}>
          <SecuritySettings me={me} onChanged={onTemporaryPasswordChanged} />
        </Suspense>
      </section>
    );
  }
  return (
    <section className="grid w-full max-w-3xl min-w-0 gap-6">
      <DocumentTitle screen={NAV_TEXTS.settings} />
      <h1 className="text-2xl font-semibold tracking-tight">{NAV_TEXTS.settings}</h1>
      {me ? (
        <Tabs value={tab} onValueChange={(value) => setParam('tab', value)}>
          <TabsList aria-label="Settings sections">
            {SETTINGS_TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="general">
            <GeneralSettings me={me} />
          </TabsContent>
          <TabsContent value="notifications">
            <NotificationSettings me={me} />
          </TabsContent>
          <TabsContent value="security">
            <Suspense fallback={<FormSkeleton />}>
              <SecuritySettings me={me} />
            </Suspense>
          </TabsContent>
          <TabsContent value="profile">
            <Suspense fallback={<FormSkeleton fields={4} />}>
              <ProfileSettings me={me} />
            </Suspense>
          </TabsContent>
        </Tabs>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your settings...
        </p>
      )}
    </section>
  );
}
