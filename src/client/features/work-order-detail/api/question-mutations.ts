import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { invalidateAfterWorkOrderChange } from '#client/lib/invalidate-work-orders.ts';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) => askQuestion(workOrderId, { question }),
    onSuccess: () => {
      toast({ title: 'Question added' });
      void invalidateAfterWorkOrderChange(queryClient, { workOrderId });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Question Failed', description: error.message }),
  });
}

export function useAnswerQuestion(workOrderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, answer }: { questionId: number; answer: string | null }) =>
      answerQuestion(workOrderId, questionId, { answer }),
    onSuccess: () => {
      toast({ title: 'Answer saved' });
      void invalidateAfterWorkOrderChange(queryClient, { workOrderId });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Answer Failed', description: error.message }),
  });
}
