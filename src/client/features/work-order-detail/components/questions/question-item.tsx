import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { formatDateTime } from '#shared/domain/date-format.ts';
import type { Question } from '#shared/schemas/question.ts';
import { LazyQuestionAnswerForm } from './lazy-question-forms.tsx';

/** A question with its answer, or 'Not answered yet', and the button to answer or edit it. */
export function QuestionItem({ workOrderId, question }: { workOrderId: number; question: Question }) {
  const [answering, setAnswering] = useState(false);
  const questionTextId = useId();
  return (
    <li className="py-3">
      <p id={questionTextId} className="text-sm font-medium whitespace-pre-wrap [overflow-wrap:anywhere]">
        {question.question}
      </p>
      <p className="text-xs text-muted-foreground">
        Asked <time dateTime={question.createdAt}>{formatDateTime(question.createdAt)}</time>
      </p>
      {answering ? (
        <LazyQuestionAnswerForm
          workOrderId={workOrderId}
          question={question}
          onDone={() => setAnswering(false)}
        />
      ) : (
        <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
          {question.answer === null ? (
            <p className="text-sm text-muted-foreground italic">Not answered yet</p>
          ) : (
            <p className="min-w-0 flex-1 border-l-2 pl-3 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
              {question.answer}
            </p>
          )}
          <Button
            variant="outline"
            size="sm"
            aria-describedby={questionTextId}
            onClick={() => setAnswering(true)}
          >
            {question.answer === null ? 'Answer' : 'Edit answer'}
          </Button>
        </div>
      )}
    </li>
  );
}
