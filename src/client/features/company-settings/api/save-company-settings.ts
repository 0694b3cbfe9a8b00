import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import type { CompanySettings, UpdateCompanySettingsSchema } from '#shared/schemas/company-settings.ts';

export type CompanySettingsChanges = z.input<typeof UpdateCompanySettingsSchema>;

/**
 * PUT /api/company-settings with the version read. Someone else's save first is a 409: the
 * settings are read again, so the section shows theirs to change again.
 */
export function useSaveCompanySettings(savedTitle: string) {
  const queryClient = useQueryClient();
  return usePortalMutation({
    mutationFn: (changes: CompanySettingsChanges) =>
      apiRequest<CompanySettings>('/api/company-settings', { method: 'PUT', body: changes }),
    success: { title: savedTitle },
    failure: (error) => ({ title: 'Could not save the company settings', description: error.message }),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.schedule.companySettings, settings),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.companySettings });
      }
    },
  });
}
