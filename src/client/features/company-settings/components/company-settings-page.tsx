import { lazy, Suspense } from 'react';
import { AccessDenied } from '#client/components/access-denied.tsx';
import { DocumentTitle } from '#client/components/ui/document-title.tsx';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { may } from '#shared/domain/role-permissions.ts';
import { NAV_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { SectionLoading } from './settings-section.tsx';

const CompanySettingsSections = lazy(() => import('./company-settings-sections.tsx'));

const ONLY_MANAGEMENT = 'Only management can change the company settings.';

/** /company-settings: management only (the server refuses others' changes too). */
export function CompanySettingsPage() {
  const me = useCurrentEmployee().data;
  if (!me) return null;
  if (!may(me.employeeType, 'company-settings:edit')) return <AccessDenied message={ONLY_MANAGEMENT} />;
  return (
    <section className="grid w-full max-w-5xl min-w-0 gap-6">
      <DocumentTitle screen={NAV_TEXTS.companySettings} />
      <h1 className="text-2xl font-semibold tracking-tight">{NAV_TEXTS.companySettings}</h1>
      <Suspense fallback={<SectionLoading label="Loading the company settings" />}>
        <CompanySettingsSections />
      </Suspense>
    </section>
  );
}
