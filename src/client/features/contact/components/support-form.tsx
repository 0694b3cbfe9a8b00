import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { showServerFieldErrors } from '#client/lib/show-server-field-errors.ts';
import { type SupportRequest, SupportRequestSchema } from '#shared/schemas/support.ts';
import { useSendSupportRequest } from '../api/send-support-request.ts';

type SupportFormInput = z.input<typeof SupportRequestSchema>;
const FIELDS = new Set<string>(['subject', 'message']);

/** Subject and message to the administrators, checked with the endpoint's own schema. */
export function SupportForm() {
  const form = useForm<SupportFormInput, unknown, SupportRequest>({
    resolver: zodResolver(SupportRequestSchema),
    defaultValues: { subject: '', message: '' },
  });
  const send = useSendSupportRequest();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    if (send.isPending) return;
    send.mutate(values, {
      onSuccess: () => form.reset(),
      // A 400 names the fields; show each under its own.
      onError: (error) => showServerFieldErrors(form.setError, error, FIELDS),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-4" aria-busy={send.isPending}>
      <FormField label="Subject" required error={errors.subject?.message}>
        {(control) => <Input {...control} autoComplete="off" maxLength={200} {...form.register('subject')} />}
      </FormField>
      <FormField label="Message" required error={errors.message?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            maxLength={5000}
            placeholder="What do you need help with?"
            {...form.register('message')}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" loading={send.isPending} loadingText="Sending..." className="w-full sm:w-auto">
          <SendIcon aria-hidden="true" />
          Send Message
        </Button>
      </div>
    </form>
  );
}
