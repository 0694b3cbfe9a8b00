import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { CreateQuestionSchema } from '#shared/schemas/question.ts';
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
      <Label htmlFor={ids.field}>Ask a question</Label>
      <Textarea
        id={ids.field}
        rows={2}
        placeholder="What does the team need to know?"
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
          Add Question
        </Button>
      </div>
    </form>
  );
}
