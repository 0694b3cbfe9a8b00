import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';

/** Read, not edit: the text keeps full contrast and can still be selected and copied. */
export const READ_ONLY_INPUT_CLASS = 'bg-muted/50 dark:bg-muted/30';

type ReadOnlyFieldProps = {
  label: string;
  value: string;
  hint?: string;
  /** A note shared with other fields, outside this one (its id). */
  describedBy?: string;
  type?: 'text' | 'email';
};

/** A labelled value the employee may see but not change here (name, email, role). */
export function ReadOnlyField({ label, value, hint, describedBy, type = 'text' }: ReadOnlyFieldProps) {
  return (
    <FormField label={label} hint={hint}>
      {(control) => (
        <Input
          {...control}
          aria-describedby={[control['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined}
          readOnly
          type={type}
          value={value}
          className={READ_ONLY_INPUT_CLASS}
        />
      )}
    </FormField>
  );
}
