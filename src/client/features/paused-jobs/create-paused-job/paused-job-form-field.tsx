import { type ReactNode, useId } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { Label } from '../../../components/ui/label.tsx';

/** What the control inside a field must carry so its label, hint and error reach assistive tech. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

type PausedJobFormFieldProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A labelled control with its hint and its error under it; the error is linked by
 * aria-describedby so a screen reader reads it with the field. (Same shape as the task dialogs'
 * field; features do not import each other, so this is a copy to lift into components/.)
 */
export function PausedJobFormField({
  label,
  error,
  hint,
  required,
  className,
  children,
}: PausedJobFormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('grid min-w-0 content-start gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
