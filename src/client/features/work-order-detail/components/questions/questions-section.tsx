import type { Question } from '#shared/schemas/question.ts';
import { DETAIL_LIST_TEXTS } from '#shared/spec-texts/detail-window-texts.ts';
import { LazyQuestionAskForm } from './lazy-question-forms.tsx';
import { QuestionItem } from './question-item.tsx';

type QuestionsSectionProps = { workOrderId: number; questions: Question[] };

/** SPEC 3 questions: each with its answer, a way to answer, and a form to ask another. */
export function QuestionsSection({ workOrderId, questions }: QuestionsSectionProps) {
  return (
    <div className="space-y-3">
      {questions.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">{DETAIL_LIST_TEXTS.noQuestions}</p>
      ) : (
        <ul aria-label={DETAIL_LIST_TEXTS.questions} className="divide-y">
          {questions.map((question) => (
            <QuestionItem key={question.id} workOrderId={workOrderId} question={question} />
          ))}
        </ul>
      )}
      <LazyQuestionAskForm workOrderId={workOrderId} />
    </div>
  );
}
