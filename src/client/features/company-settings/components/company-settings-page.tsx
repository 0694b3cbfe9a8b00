import { AccessDenied } from '#client/components/access-denied.tsx';
import { DocumentTitle } from '#client/components/ui/document-title.tsx';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { may } from '#shared/domain/role-permissions.ts';
import { NAV_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { useCompanySettings } from '../api/get-company-settings.ts';
import { CustomerMessagesForm } from './customer-messages-section.tsx';
import { SectionError, SectionLoading, SettingsSection } from './settings-section.tsx';
import { TechnicianHoursTable } from './technician-hours-section.tsx';
import { TimeOffPanel } from './time-off-section.tsx';
import { TimeZoneForm } from './time-zone-section.tsx';

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
      <CompanySettingsSections />
    </section>
  );
}

function CompanySettingsSections() {
  const settings = useCompanySettings();
  const loaded = settings.data;
  const pendingOr = (render: (value: NonNullable<typeof loaded>) => React.ReactNode) => {
    if (loaded) return render(loaded);
    if (settings.isError) {
      return (
        <SectionError
          message="Could not load the company settings."
          onRetry={() => void settings.refetch()}
        />
      );
    }
    return <SectionLoading label="Loading the company settings" />;
  };
  return (
    <>
      <SettingsSection
        id="time-zone-heading"
        title="Time zone"
        description="The company's days and hours, wherever a dispatcher or technician is."
      >
        {pendingOr((value) => (
          <TimeZoneForm settings={value} />
        ))}
      </SettingsSection>
      <SettingsSection
        id="customer-messages-heading"
        title="Customer messages"
        description="What customers are sent when a visit is booked, moved, or the technician sets out."
      >
        {pendingOr((value) => (
          <CustomerMessagesForm settings={value} />
        ))}
      </SettingsSection>
      <SettingsSection
        id="technicians-heading"
        title="Technicians"
        description="Each technician's working days and hours, and how much work a day they take."
      >
        <TechnicianHoursTable />
      </SettingsSection>
      <SettingsSection id="time-off-heading" title="Time off" description="Time off in the next six weeks.">
        {pendingOr((value) => (
          <TimeOffPanel timeZone={value.timeZone} />
        ))}
      </SettingsSection>
    </>
  );
}
