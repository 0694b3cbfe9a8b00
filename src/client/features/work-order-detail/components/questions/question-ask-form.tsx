import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { CreateQuestionSchema } from '#shared/schemas/question.ts';
import { QUESTION_FORM_TEXTS } from '#shared/spec-texts/question-form-texts.ts';
import { useAskQuestion } from '../../api/question-mutations.ts';

/** 'Ask a question' about the job; validated with the endpoint's schema. */
export function QuestionAskForm({ workOrderId }: { workOrderId: number }) {
  const ids = { field: useId(), problem: useId() };
  const ask = useAskQuestion(workOrderId);
  const form = useForm({ resolver: zodResolver(CreateQuestionSchema), defaultValues: { question: '' } });
  const question = form.watch('question');
  const problem = form.formState.errors.question?.message;

  const submit = form.handleSubmit((input) =>
    ask.mutate(input.question, { onSuccess: () => form.reset({ question: '' }) }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <Label htmlFor={ids.field}>{QUESTION_FORM_TEXTS.ask}</Label>
      <Textarea
        id={ids.field}
        rows={2}
        placeholder={QUESTION_FORM_TEXTS.askPlaceholder}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? ids.problem : undefined}
        {...form.register('question')}
      />
      {problem && (
        <p id={ids.problem} className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <div className="flex justify-end">
        <Button
          type="submit"
          size="sm"
          disabled={question.trim() === '' || ask.isPending}
          loading={ask.isPending}
        >
          {QUESTION_FORM_TEXTS.addQuestion}
        </Button>
      </div>
    </form>
  );
}
