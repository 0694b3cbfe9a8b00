import { useId } from 'react';
import { cn } from '#client/components/ui/cn.ts';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useOptimisticSave } from '../../hooks/optimistic-save.ts';
import { SavedMark } from './saved-mark.tsx';

export type SelectOption = { value: string; label: string; disabled?: boolean };

type InlineSelectCellProps = {
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** Sends the chosen value; rejects when it failed (the old choice then shows again). */
  onSave: (next: string) => Promise<unknown>;
  disabled?: boolean;
  /** Takes a choice elsewhere instead of saving it (On Hold opens its form); true when it did. */
  divert?: (next: string) => boolean;
  className?: string;
};

/** The select flavour of the inline cell (priority, status, type): a choice saves at once. */
export function InlineSelectCell({
  label,
  value,
  options,
  onSave,
  disabled,
  divert,
  className,
}: InlineSelectCellProps) {
  const { shown, pending, saved, commit } = useOptimisticSave(value, onSave);
  const id = useId();
  return (
    <div className={cn('grid min-w-0 gap-1', className)}>
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <NativeSelect
          id={id}
          value={shown}
          disabled={disabled || pending}
          aria-busy={pending || undefined}
          onChange={(event) => {
            // A diverted choice is not saved here: the select, controlled, keeps showing the saved value.
            if (!divert?.(event.target.value)) void commit(event.target.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        {pending && <Spinner label={`Saving ${label}`} />}
        <SavedMark saved={saved && !pending} label={label} />
      </div>
    </div>
  );
}
