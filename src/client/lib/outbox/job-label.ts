import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';

type Known = { id: number; workOrderId: string; title: string };

const isKnown = (value: unknown): value is Known =>
  typeof value === 'object' && value !== null && 'id' in value && 'workOrderId' in value && 'title' in value;

/** Finds a job among cached answers, in whatever shape a list or page holds it. */
function findJob(data: unknown, id: number): Known | undefined {
  if (isKnown(data) && data.id === id) return data;
  if (Array.isArray(data)) return data.find((item): item is Known => isKnown(item) && item.id === id);
  if (typeof data === 'object' && data !== null) {
    for (const value of Object.values(data)) {
      const found = Array.isArray(value) ? findJob(value, id) : undefined;
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * '#45465 Leaking water heater': how a queued write names its job, from what the screen already
 * holds (the detail, or a list it came from), so the outbox can say which job even offline.
 */
export function jobLabelFromCache(queryClient: QueryClient, id: number): string {
  const detail = queryClient.getQueryData(queryKeys.workOrders.detail(id));
  let job = findJob(detail, id);
  for (const [, data] of queryClient.getQueriesData({ queryKey: queryKeys.workOrders.all })) {
    if (job) break;
    job = findJob(data, id);
  }
  return job ? `#${job.workOrderId} ${job.title}` : `Job ${id}`;
}
