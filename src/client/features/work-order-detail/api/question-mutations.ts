import { apiRequest } from '#client/lib/api-client.ts';
import { workOrderChangeKeys } from '#client/lib/invalidate-work-orders.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import type { AnswerQuestion, CreateQuestion, Question } from '#shared/schemas/question.ts';

/** POST /api/work-orders/{id}/questions -> 201 Question. */
const askQuestion = (workOrderId: number, input: CreateQuestion) =>
  apiRequest<Question>(`/api/work-orders/${workOrderId}/questions`, { method: 'POST', body: input });

/** PATCH /api/work-orders/{id}/questions/{questionId}; a null answer clears it. */
const answerQuestion = (workOrderId: number, questionId: number, input: AnswerQuestion) =>
  apiRequest<Question>(`/api/work-orders/${workOrderId}/questions/${questionId}`, {
    method: 'PATCH',
    body: input,
  });

export function useAskQuestion(workOrderId: number) {
  return usePortalMutation({
    mutationFn: (question: string) => askQuestion(workOrderId, { question }),
    success: { title: 'Question added' },
    invalidates: workOrderChangeKeys(workOrderId),
    failure: (error) => ({ title: 'Question Failed', description: error.message }),
  });
}

export function useAnswerQuestion(workOrderId: number) {
  return usePortalMutation({
    mutationFn: ({ questionId, answer }: { questionId: number; answer: string | null }) =>
      answerQuestion(workOrderId, questionId, { answer }),
    success: { title: 'Answer saved' },
    invalidates: workOrderChangeKeys(workOrderId),
    failure: (error) => ({ title: 'Answer Failed', description: error.message }),
  });
}
