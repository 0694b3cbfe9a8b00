import { useQueryClient } from '@tanstack/react-query';
import { workOrderChangeKeys } from '#client/lib/invalidate-work-orders.ts';
import { QUEUED_TOAST } from '#client/lib/outbox/outbox-texts.ts';
import { sendOrQueue } from '#client/lib/outbox/send-or-queue.ts';
import { signedInEmployeeId } from '#client/lib/outbox/signed-in-employee-id.ts';
import { etagOf } from '#client/lib/outbox/work-order-etag.ts';
import { STATUS_CHANGE_TOASTS } from '#client/lib/status-change-toasts.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import type { WorkOrderStatus } from '#shared/domain/work-order-status.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';

export type StatusJob = Pick<WorkOrderListItem, 'id' | 'workOrderId' | 'title' | 'status'> &
  Parameters<typeof etagOf>[0];

export type JobStatusChange = {
  job: StatusJob;
  /** The status the technician saw: the server's, or one still waiting on the phone. */
  from: WorkOrderStatus;
  status: WorkOrderStatus;
};

/** A status tap speaks like the desktop card's selector; Complete like its Complete button. */
const toastsFor = (status: WorkOrderStatus) =>
  STATUS_CHANGE_TOASTS[status === 'completed' ? 'complete' : 'status'];

/**
 * Sets one job's status at once, say how it went, then refresh every list it is on. Without
 * a connection the change waits on the phone and is sent when it is back (ADR 049). The toasts live
 * here, not in mutate() callbacks, so they still show if the job scrolls out of view.
 */
export function useSetJobStatus() {
  const queryClient = useQueryClient();
  return usePortalMutation({
    mutationFn: async ({ job, from, status }: JobStatusChange) => {
      return sendOrQueue({
        kind: 'status',
        employeeId: await signedInEmployeeId(queryClient),
        workOrderId: job.id,
        jobLabel: `#${job.workOrderId} ${job.title}`,
        from,
        to: status,
        etag: etagOf(job),
      });
    },
    networkMode: 'always',
    success: (result, { status }) => (result.sent ? toastsFor(status).success : QUEUED_TOAST),
    invalidates: (result, { job }) => (result.sent ? workOrderChangeKeys(job.id) : []),
    // The tapped button stays busy until the list shows the new status.
    awaitRefetch: true,
    failure: (_error, { status }) => toastsFor(status).failure,
  });
}
