import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { AnswerQuestionSchema, type Question } from '#shared/schemas/question.ts';
import { QUESTION_FORM_TEXTS } from '#shared/spec-texts/question-form-texts.ts';
import { useAnswerQuestion } from '../../api/question-mutations.ts';

type QuestionAnswerFormProps = { workOrderId: number; question: Question; onDone: () => void };

/** Answers a question, or changes its answer; emptying an existing answer clears it. */
export function QuestionAnswerForm({ workOrderId, question, onDone }: QuestionAnswerFormProps) {
  const ids = { field: useId(), problem: useId() };
  const save = useAnswerQuestion(workOrderId);
  const form = useForm({
    resolver: zodResolver(AnswerQuestionSchema),
    defaultValues: { answer: question.answer ?? '' },
  });
  const answer = form.watch('answer') ?? '';
  const problem = form.formState.errors.answer?.message;
  // Nothing to send: a blank answer to an unanswered question would change nothing.
  const blankFirstAnswer = answer.trim() === '' && question.answer === null;

  const submit = form.handleSubmit((input) =>
    save.mutate({ questionId: question.id, answer: input.answer }, { onSuccess: onDone }),
  );

  return (
    <form onSubmit={submit} noValidate className="mt-2 space-y-2">
      <Label htmlFor={ids.field} className="sr-only">
        {QUESTION_FORM_TEXTS.answer}
      </Label>
      <Textarea
        id={ids.field}
        rows={2}
        autoFocus
        placeholder={QUESTION_FORM_TEXTS.answerPlaceholder}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? ids.problem : undefined}
        {...form.register('answer')}
      />
      {problem && (
        <p id={ids.problem} className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {QUESTION_FORM_TEXTS.cancel}
        </Button>
        <Button
          type="submit"
          size="sm"
          disabled={blankFirstAnswer || save.isPending}
          loading={save.isPending}
        >
          {QUESTION_FORM_TEXTS.saveAnswer}
        </Button>
      </div>
    </form>
  );
}
