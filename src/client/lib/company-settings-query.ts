import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySettings } from '#shared/schemas/company-settings.ts';
import { queryKeys } from './query-keys.ts';
import { readKeepingCopy } from './read-keeping-copy.ts';

/**
 * GET /api/company-settings: the time zone a day is read in, for the technician's day and the
 * phone's agenda. Kept on the phone, so a day opens offline in the right zone.
 */
const companySettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.schedule.companySettings,
    queryFn: ({ signal }) => readKeepingCopy<CompanySettings>('/api/company-settings', signal),
    staleTime: 5 * 60_000,
    networkMode: 'offlineFirst',
  });

/** The company's time zone; undefined until the settings are read. */
export function useCompanyTimeZone(): string | undefined {
  return useQuery(companySettingsQuery()).data?.timeZone;
}
