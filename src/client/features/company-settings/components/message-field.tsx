import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { sampleMessage } from '../company-settings-texts.ts';

type MessageFieldProps = {
  label: string;
  error: string | undefined;
  text: string;
  registration: UseFormRegisterReturn;
};

/** One message text, with what a customer would read under it, filled in as it is typed. */
export function MessageField({ label, error, text, registration }: MessageFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      hint={
        <span>
          <span className="font-medium">Sample: </span>
          <span data-testid="message-sample">{sampleMessage(text)}</span>
        </span>
      }
    >
      {(control) => <Textarea rows={3} {...control} {...registration} />}
    </FormField>
  );
}
