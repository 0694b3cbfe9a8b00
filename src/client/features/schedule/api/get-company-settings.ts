import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { CompanySettings } from '#shared/schemas/company-settings.ts';

/** GET /api/company-settings: the time zone the board's days are read in. */
const getCompanySettings = (signal?: AbortSignal) =>
  apiRequest<CompanySettings>('/api/company-settings', { signal });

export const companySettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.schedule.companySettings,
    queryFn: ({ signal }) => getCompanySettings(signal),
    staleTime: 5 * 60_000,
  });

export const useCompanySettings = () => useQuery(companySettingsQuery());
