import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';

/**
 * Who the job is for and where, in one short line for a phone card: 'Ana Ruiz · Springfield',
 * either part alone when the other is not recorded, null when neither is.
 */
export function customerPlace(job: Pick<WorkOrderListItem, 'customerName' | 'city'>): string | null {
  const parts = [job.customerName, job.city].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
