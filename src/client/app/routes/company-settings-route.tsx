import { CompanySettingsPage } from '#client/features/company-settings/components/company-settings-page.tsx';

export default function CompanySettingsRoute() {
  return <CompanySettingsPage />;
}
