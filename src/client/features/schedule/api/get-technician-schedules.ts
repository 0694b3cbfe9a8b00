import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { TechnicianSchedule } from '#shared/schemas/company-settings.ts';

/** GET /api/technician-schedules: the active plumbers with their hours and capacity. */
const getTechnicianSchedules = async (signal?: AbortSignal) =>
  (await apiRequest<{ technicians: TechnicianSchedule[] }>('/api/technician-schedules', { signal }))
    .technicians;

export const technicianSchedulesQuery = () =>
  queryOptions({
    queryKey: queryKeys.schedule.technicians,
    queryFn: ({ signal }) => getTechnicianSchedules(signal),
  });

export const useTechnicianSchedules = () => useQuery(technicianSchedulesQuery());
