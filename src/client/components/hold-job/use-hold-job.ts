import { useQueryClient } from '@tanstack/react-query';
import { workOrderChangeKeys } from '#client/lib/invalidate-work-orders.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import { patchWorkOrder } from '#client/lib/work-order-writes.ts';
import type { WorkOrder, WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HOLD_EXISTING_JOB_TEXTS as TEXTS } from '#shared/spec-texts/work-form-texts.ts';
import { type HoldValues, holdBody } from './hold-job-values.ts';

/**
 * Puts an existing job on hold, with its toasts; the open job window shows the answer at once and
 * the lists refresh, so it leaves Current Tasks. `job` is the job as its detail answers it: a list
 * row does not carry the part slots.
 */
export function useHoldJob() {
  const queryClient = useQueryClient();
  return usePortalMutation({
    mutationFn: ({ job, values }: { job: WorkOrder; values: HoldValues }) =>
      patchWorkOrder(job.id, holdBody(job, values)),
    success: (held) => ({
      title: TEXTS.heldTitle,
      description: fillTemplate(TEXTS.heldText, { number: held.workOrderId, title: held.title }),
    }),
    onSuccess: (held) => {
      queryClient.setQueryData<WorkOrderDetail>(queryKeys.workOrders.detail(held.id), (old) =>
        old ? { ...old, ...held } : old,
      );
    },
    invalidates: (held) => workOrderChangeKeys(held.id),
    failure: { title: TEXTS.failedTitle, description: TEXTS.failedText },
  });
}
