import { lazy, Suspense } from 'react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import type { Question } from '#shared/schemas/question.ts';

/*
 * The question forms validate with the shared zod schemas. Loading them after the dialog has
 * painted keeps zod (about 40 KB gzipped) off the first paint of /work-orders/{id}: the order
 * shows at once and the forms appear a moment later.
 */
const QuestionAskForm = lazy(() =>
  import('./question-ask-form.tsx').then((m) => ({ default: m.QuestionAskForm })),
);
const QuestionAnswerForm = lazy(() =>
  import('./question-answer-form.tsx').then((m) => ({ default: m.QuestionAnswerForm })),
);

export function LazyQuestionAskForm({ workOrderId }: { workOrderId: number }) {
  return (
    <Suspense fallback={<Skeleton className="h-20 w-full" />}>
      <QuestionAskForm workOrderId={workOrderId} />
    </Suspense>
  );
}

type AnswerProps = { workOrderId: number; question: Question; onDone: () => void };

export function LazyQuestionAnswerForm(props: AnswerProps) {
  return (
    <Suspense fallback={<Skeleton className="mt-2 h-20 w-full" />}>
      <QuestionAnswerForm {...props} />
    </Suspense>
  );
}
