import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast.ts';
import { invalidateAfterWorkOrderChange } from '../../../lib/invalidate-work-orders.ts';
import { patchWorkOrder } from '../../../lib/work-order-writes.ts';

type Transition = {
  status: 'in-progress' | 'completed';
  success: { title: string; description: string };
  failure: { title: string; description: string };
};

/** SPEC 4 and 8: what Resume Job and Mark as Completed send and say. */
const TRANSITIONS = {
  resume: {
    status: 'in-progress',
    success: { title: 'Job Resumed', description: 'Paused job has been moved to active tasks.' },
    failure: { title: 'Error', description: 'Failed to update work order.' },
  },
  complete: {
    status: 'completed',
    success: { title: 'Job Completed', description: 'The paused job has been marked as completed.' },
    failure: { title: 'Error', description: 'Failed to complete the job. Please try again.' },
  },
} satisfies Record<string, Transition>;

export type PausedJobTransition = keyof typeof TRANSITIONS;

/**
 * Takes a paused job off hold: PATCH its status, toast, and refresh every list (the job leaves
 * Paused Jobs and joins the active or completed ones). Rejects on failure, after its toast.
 */
export function usePausedJobTransition(workOrderId: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (transition: PausedJobTransition) =>
      patchWorkOrder(workOrderId, { status: TRANSITIONS[transition].status }),
    onSuccess: (_updated, transition) => {
      // Refetched rather than replaced: the dialog closes now and should not first redraw as active work.
      void invalidateAfterWorkOrderChange(queryClient, { workOrderId });
      toast(TRANSITIONS[transition].success);
    },
    onError: (_error, transition) => {
      toast({ variant: 'destructive', ...TRANSITIONS[transition].failure });
    },
  });
  return mutation;
}
