import { workOrderChangeKeys } from '#client/lib/invalidate-work-orders.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import { patchWorkOrder } from '#client/lib/work-order-writes.ts';
import { PAUSED_JOB_TRANSITION_TOASTS, WORK_ORDER_UPDATE_TOASTS } from '#shared/spec-texts/work-texts.ts';

type Transition = {
  status: 'in-progress' | 'completed';
  success: { title: string; description: string };
  failure: { title: string; description: string };
};

const toasts = PAUSED_JOB_TRANSITION_TOASTS;

/** What Resume Job and Mark as Completed send and say. */
const TRANSITIONS = {
  resume: {
    status: 'in-progress',
    success: { title: toasts.resumedTitle, description: toasts.resumedText },
    failure: {
      title: WORK_ORDER_UPDATE_TOASTS.failedTitle,
      description: WORK_ORDER_UPDATE_TOASTS.failedText,
    },
  },
  complete: {
    status: 'completed',
    success: { title: toasts.completedTitle, description: toasts.completedText },
    failure: { title: toasts.completeFailedTitle, description: toasts.completeFailedText },
  },
} satisfies Record<string, Transition>;

export type PausedJobTransition = keyof typeof TRANSITIONS;

/**
 * Takes a paused job off hold: PATCH its status, toast, and refresh every list (the job leaves
 * Paused Jobs and joins the active or completed ones). Rejects on failure, after its toast.
 */
export function usePausedJobTransition(workOrderId: number) {
  return usePortalMutation({
    mutationFn: (transition: PausedJobTransition) =>
      patchWorkOrder(workOrderId, { status: TRANSITIONS[transition].status }),
    success: (_updated, transition) => TRANSITIONS[transition].success,
    // Refetched rather than replaced: the dialog closes now and should not first redraw as active work.
    invalidates: workOrderChangeKeys(workOrderId),
    failure: (_error, transition) => TRANSITIONS[transition].failure,
  });
}
