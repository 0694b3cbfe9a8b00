import { HAND_BACK_RULES_TEXTS } from '#shared/spec-texts/hand-back-rules-texts.ts';
import { SCHEDULE_BOARD_TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { useCompanySettings } from '../api/get-company-settings.ts';
import { CustomerMessagesForm } from './customer-messages-section.tsx';
import { HandBackRulesTable } from './hand-back-rules-section.tsx';
import { SectionError, SectionLoading, SettingsSection } from './settings-section.tsx';
import { TechnicianHoursTable } from './technician-hours-section.tsx';
import { TimeOffPanel } from './time-off-section.tsx';
import { TimeZoneForm } from './time-zone-section.tsx';

/**
 * The page's five sections, with their forms: a chunk of its own (company-settings-page.tsx loads
 * it lazily), since the forms bring react-hook-form and the schemas, more than a first paint may carry.
 */
export default function CompanySettingsSections() {
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
      <SettingsSection
        id="time-off-heading"
        title={SCHEDULE_BOARD_TEXTS.timeOff}
        description="Time off in the next six weeks."
      >
        {pendingOr((value) => (
          <TimeOffPanel timeZone={value.timeZone} />
        ))}
      </SettingsSection>
      <SettingsSection
        id="hand-back-rules-heading"
        title={HAND_BACK_RULES_TEXTS.rulesTitle}
        description={HAND_BACK_RULES_TEXTS.rulesDescription}
      >
        <HandBackRulesTable />
      </SettingsSection>
    </>
  );
}
