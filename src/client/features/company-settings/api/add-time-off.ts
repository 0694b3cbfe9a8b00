import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import type { CreateTimeOffSchema, TimeOff } from '#shared/schemas/company-settings.ts';

export type NewTimeOff = z.input<typeof CreateTimeOffSchema>;

/** POST /api/time-off. The form shows its own field errors; other failures are a toast. */
export function useAddTimeOff() {
  return usePortalMutation({
    mutationFn: (body: NewTimeOff) => apiRequest<TimeOff>('/api/time-off', { method: 'POST', body }),
    success: { title: 'Time off added' },
    invalidates: [queryKeys.schedule.timeOff().slice(0, 2)],
  });
}
