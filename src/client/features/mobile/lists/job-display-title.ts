import { pausedJobDisplayTitle } from '#shared/domain/paused-job.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';

type TitleFields = Pick<
  WorkOrderListItem,
  'status' | 'title' | 'jobLastName' | 'customerName' | 'jobNumber' | 'workOrderId'
>;

/**
 * The title a technician knows a job by: a paused job by its customer and job number (as
 * on /paused-jobs), any other job by its title.
 */
export function jobDisplayTitle(job: TitleFields): string {
  return job.status === 'on-hold' ? pausedJobDisplayTitle(job) : job.title;
}
