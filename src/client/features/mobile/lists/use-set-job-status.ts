import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkOrderStatus } from '../../../../shared/domain/work-order-status.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { invalidateAfterWorkOrderChange } from '../../../lib/invalidate-work-orders.ts';
import { STATUS_CHANGE_TOASTS } from '../../../lib/status-change-toasts.ts';
import { patchWorkOrder } from '../../../lib/work-order-writes.ts';

export type JobStatusChange = { id: number; status: WorkOrderStatus };

/** SPEC 8: a status tap speaks like the desktop card's selector; Complete like its Complete button. */
const toastsFor = (status: WorkOrderStatus) =>
  STATUS_CHANGE_TOASTS[status === 'completed' ? 'complete' : 'status'];

/**
 * PATCH one job's status at once, say how it went, then refresh every list it is on (SPEC 7). The
 * toasts live here, not in mutate() callbacks, so they still show if the job scrolls out of view.
 */
export function useSetJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: JobStatusChange) => patchWorkOrder(id, { status }),
    // Offline, the tap is tried and fails where the technician can see it; nothing is queued to
    // change the job later behind their back.
    networkMode: 'always',
    onSuccess: async (_order, { id, status }) => {
      toast(toastsFor(status).success);
      // Awaited: the tapped button stays busy until the list shows the new status.
      await invalidateAfterWorkOrderChange(queryClient, { workOrderId: id });
    },
    onError: (_error, { status }) => toast(toastsFor(status).failure),
  });
}
