import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { invalidateAfterWorkOrderChange } from '#client/lib/invalidate-work-orders.ts';
import { patchWorkOrder } from '#client/lib/work-order-writes.ts';
import { PART_NUMBERS, type PartNumber } from '#shared/domain/paused-job-status.ts';
import type { UpdateWorkOrder, WorkOrder } from '#shared/schemas/work-order.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HOLD_EXISTING_JOB_TEXTS as TEXTS } from '#shared/spec-texts/work-form-texts.ts';

export type HoldValues = { preAuthStatus: string; partTitle: string; partOrdered: string; partEta: string };

/** The first part slot the job has not used (a job held before may have parts already). */
export function freePartNumber(job: WorkOrder): PartNumber | null {
  return (
    PART_NUMBERS.find(
      (n) =>
        !job[`partTitle${n}`] && !job[`partOrdered${n}`] && !job[`partETA${n}`] && !job[`partReceived${n}`],
    ) ?? null
  );
}

/**
 * One PATCH: the status on hold plus what the form asks (pre-auth status, a part in the job's first
 * free slot). Nothing else is sent, so the job keeps its number, priority and team (the server
 * changes only the fields sent).
 */
export function holdBody(job: WorkOrder, values: HoldValues): UpdateWorkOrder {
  const body: Record<string, string> = { status: 'on-hold', preAuthStatus: values.preAuthStatus };
  const slot = freePartNumber(job);
  const title = values.partTitle.trim();
  if (slot && title) {
    body[`partTitle${slot}`] = title;
    if (values.partOrdered) body[`partOrdered${slot}`] = values.partOrdered;
    if (values.partEta) body[`partETA${slot}`] = values.partEta;
  }
  return body as UpdateWorkOrder;
}

/**
 * Puts an existing job on hold, with its toasts; lists refresh so it leaves Current Tasks. `job` is
 * the job as its detail answers it: a list row does not carry the part slots.
 */
export function useHoldExistingJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ job, values }: { job: WorkOrder; values: HoldValues }) =>
      patchWorkOrder(job.id, holdBody(job, values)),
    onSuccess: (held) => {
      toast({
        title: TEXTS.heldTitle,
        description: fillTemplate(TEXTS.heldText, { number: held.workOrderId, title: held.title }),
      });
      void invalidateAfterWorkOrderChange(queryClient, { workOrderId: held.id });
    },
    onError: () => {
      toast({ variant: 'destructive', title: TEXTS.failedTitle, description: TEXTS.failedText });
    },
  });
}
