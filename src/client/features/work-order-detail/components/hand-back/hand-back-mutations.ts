import { useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { workOrderChangeKeys } from '#client/lib/invalidate-work-orders.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { toast } from '#client/lib/toasts.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import type { HandBack } from '#shared/schemas/hand-back.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_REVIEW_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-review-texts.ts';

/** A refusal because someone else reviewed or reopened the hand-back first. */
export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;

type ReviewInput = { version: number; completeTask: boolean };
type ReopenInput = { version: number; reason: string };

/**
 * A review or reopen: on success the order is read again everywhere (completing it moves it
 * between lists; the dashboard counts hand-backs awaiting review). A 409 gets no toast: the
 * section says the hand-back changed and shows it as it is now, read again here.
 */
function useHandBackChange<Input>(
  workOrderId: number,
  send: (input: Input) => Promise<HandBack>,
  toasts: { success: (input: Input) => string; failure: string },
) {
  const queryClient = useQueryClient();
  return usePortalMutation({
    mutationFn: send,
    success: (_answer, input) => ({ title: toasts.success(input) }),
    invalidates: workOrderChangeKeys(workOrderId),
    awaitRefetch: true,
    onError: async (error) => {
      if (!isStale(error)) {
        toast({ variant: 'destructive', title: toasts.failure, description: error.message });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.workOrders.handBacks(workOrderId) });
    },
  });
}

/** POST /api/hand-backs/{id}/review, completing the task too when asked. */
export const useReviewHandBack = (handBack: HandBack) =>
  useHandBackChange(
    handBack.workOrderId,
    (input: ReviewInput) =>
      apiRequest<HandBack>(`/api/hand-backs/${handBack.id}/review`, { method: 'POST', body: input }),
    {
      success: (input) => (input.completeTask ? TEXTS.reviewedAndCompletedToast : TEXTS.reviewedToast),
      failure: TEXTS.reviewFailed,
    },
  );

/** POST /api/hand-backs/{id}/reopen with the reason (admin and management). */
export const useReopenHandBack = (handBack: HandBack) =>
  useHandBackChange(
    handBack.workOrderId,
    (input: ReopenInput) =>
      apiRequest<HandBack>(`/api/hand-backs/${handBack.id}/reopen`, { method: 'POST', body: input }),
    { success: () => TEXTS.reopenedToast, failure: TEXTS.reopenFailed },
  );

/** The heading of one hand-back: who handed it back and when. */
export const handBackHeading = (handBack: HandBack, date: string) =>
  fillTemplate(TEXTS.heading, { technician: handBack.technician.name, date });
