import { useId } from 'react';
import { Label } from './label.tsx';
import { Switch } from './switch.tsx';

type SettingSwitchProps = {
  label: string;
  description: string;
  /** Why the switch cannot be turned on now. */
  hints?: readonly string[];
  error?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** A labelled switch whose description, hints and error are read with it (aria-describedby). */
export function SettingSwitch({
  label,
  description,
  hints = [],
  error,
  checked,
  onCheckedChange,
  disabled,
}: SettingSwitchProps) {
  const id = useId();
  const describedBy = [
    `${id}-description`,
    ...hints.map((_, index) => `${id}-hint-${index}`),
    error ? `${id}-error` : null,
  ].filter(Boolean);
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
        {hints.map((hint, index) => (
          <p key={hint} id={`${id}-hint-${index}`} className="text-sm text-amber-700 dark:text-amber-400">
            {hint}
          </p>
        ))}
        {error && (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={describedBy.join(' ')}
        aria-invalid={error ? true : undefined}
      />
    </div>
  );
}
