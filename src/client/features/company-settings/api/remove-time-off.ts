import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';

/** DELETE /api/time-off/{id}. */
export function useRemoveTimeOff() {
  return usePortalMutation({
    mutationFn: (id: number) => apiRequest<unknown>(`/api/time-off/${id}`, { method: 'DELETE' }),
    success: { title: 'Time off removed' },
    failure: (error) => ({ title: 'Could not remove the time off', description: error.message }),
    invalidates: [queryKeys.schedule.timeOff().slice(0, 2)],
  });
}
