import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { CompanySettings } from '#shared/schemas/company-settings.ts';

/** GET /api/company-settings: the time zone and the customer messages. */
const companySettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.schedule.companySettings,
    queryFn: ({ signal }) => apiRequest<CompanySettings>('/api/company-settings', { signal }),
  });

export const useCompanySettings = () => useQuery(companySettingsQuery());
