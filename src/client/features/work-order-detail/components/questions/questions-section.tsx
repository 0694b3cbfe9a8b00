import type { Question } from '#shared/schemas/question.ts';
import { LazyQuestionAskForm } from './lazy-question-forms.tsx';
import { QuestionItem } from './question-item.tsx';

type QuestionsSectionProps = { workOrderId: number; questions: Question[] };

/** The job's questions: each with its answer, a way to answer, and a form to ask another. */
export function QuestionsSection({ workOrderId, questions }: QuestionsSectionProps) {
  return (
    <div className="space-y-3">
      {questions.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">No questions yet</p>
      ) : (
        <ul aria-label="Questions" className="divide-y">
          {questions.map((question) => (
            <QuestionItem key={question.id} workOrderId={workOrderId} question={question} />
          ))}
        </ul>
      )}
      <LazyQuestionAskForm workOrderId={workOrderId} />
    </div>
  );
}
