import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import type { TechnicianSchedule, UpdateTechnicianScheduleSchema } from '#shared/schemas/company-settings.ts';

export type TechnicianHoursInput = z.input<typeof UpdateTechnicianScheduleSchema>;

/** PUT /api/technician-schedules/{employeeId}: one technician's row of the table. */
export function useSaveTechnicianSchedule(employeeId: number, name: string) {
  return usePortalMutation({
    mutationFn: (hours: TechnicianHoursInput) =>
      apiRequest<TechnicianSchedule>(`/api/technician-schedules/${employeeId}`, {
        method: 'PUT',
        body: hours,
      }),
    success: { title: `${name}'s hours saved` },
    failure: (error) => ({ title: `Could not save ${name}'s hours`, description: error.message }),
    // The board reads the hours too: everything under the schedule is read again.
    invalidates: [queryKeys.schedule.technicians, queryKeys.schedule.visitLists()],
  });
}
