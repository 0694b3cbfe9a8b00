import { CheckIcon, PencilIcon, XIcon } from 'lucide-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { formatDate } from '#shared/domain/date-format.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { useOptimisticSave } from '../../hooks/optimistic-save.ts';
import { usePendingSaves } from '../../hooks/pending-saves.tsx';
import { type CellValue, draftOf, readDraft } from './inline-cell-value.ts';
import { SavedMark } from './saved-mark.tsx';

export type InlineEditMode = 'text' | 'textarea' | 'date';

type CommonProps = {
  label: string;
  /**
   * The group the label belongs to ('Part 2' for its 'ETA'): read before the label by assistive
   * technology and in the buttons' names, where a heading shows it on screen.
   */
  group?: string;
  /** Shown after the value (the due-date label, say). */
  adornment?: ReactNode;
  /** How a set text value is shown (a link, say); plain text otherwise. */
  renderValue?: (value: string) => ReactNode;
  className?: string;
};

type TextCellProps = CommonProps & {
  mode: InlineEditMode;
  /** The server's value: text, or a day 'YYYY-MM-DD' in date mode; null when not set. */
  value: string | null;
  /** Sends the new value: trimmed text, a day, or null when cleared. Rejects when it failed. */
  onSave: (next: string | null) => Promise<unknown>;
  /** The server's own check of a typed value (a phone, an email): its words, or undefined when fine. */
  validate?: (text: string) => string | undefined;
  /** The text input's type, for the phone's keypad or the email keyboard. */
  inputType?: 'tel' | 'email';
};

type MoneyCellProps = CommonProps & {
  /** Dollars: shown as '$1,234.50', edited as typed, sent as a number (blank clears to null). */
  mode: 'money';
  value: number | null;
  onSave: (next: number | null) => Promise<unknown>;
};

type InlineEditableCellProps = TextCellProps | MoneyCellProps;

/**
 * A value with an edit button. Enter saves (textarea: Ctrl/Cmd+Enter, and leaving the
 * field saves), Escape cancels, an unchanged value sends nothing, and a failed save shows the old
 * value again. In money mode text that is no amount stays in the editor with the reason, unsent.
 */
export function InlineEditableCell(props: InlineEditableCellProps) {
  const { label, group, mode, adornment, renderValue, className } = props;
  const onSave = props.onSave as (next: CellValue) => Promise<unknown>;
  const { shown, pending, saved, commit } = useOptimisticSave<CellValue>(props.value, onSave);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const editingRef = useRef(false);
  const draftRef = useRef('');
  draftRef.current = draft;
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const saves = usePendingSaves();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const name = group ? `${group} ${label}` : label;

  const finish = () => {
    editingRef.current = false;
    setError(null);
    returnFocus.current = fieldRef.current === document.activeElement;
    setEditing(false);
  };
  const save = (): Promise<boolean> => {
    // A blur that follows Enter or Escape (or the field leaving the page) must not save again.
    if (!editingRef.current) return Promise.resolve(true);
    const read = readDraft(mode, draftRef.current, 'validate' in props ? props.validate : undefined);
    // Nonsense is not sent: the editor stays open with the reason, and counts as a failed save.
    if ('error' in read) {
      setError(read.error);
      return Promise.resolve(false);
    }
    finish();
    return commit(read.value);
  };
  const cancel = () => {
    if (editingRef.current) finish();
  };
  const start = () => {
    editingRef.current = true;
    setDraft(draftOf(shown));
    setEditing(true);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: save reads refs only; re-registering per keystroke gains nothing.
  useEffect(() => {
    if (editing) fieldRef.current?.focus();
    else if (returnFocus.current) editButtonRef.current?.focus();
    returnFocus.current = false;
    // While editing, the footer's Close saves this draft too.
    return editing && saves ? saves.addDraft(save) : undefined;
  }, [editing, saves]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    } else if (event.key === 'Enter' && (mode !== 'textarea' || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    // Moving to this cell's own Save or Cancel button is not leaving it.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) void save();
  };

  const fieldProps = {
    ref: fieldRef,
    value: draft,
    'aria-labelledby': labelId,
    'aria-describedby': error ? `${errorId} ${hintId}` : hintId,
    'aria-invalid': error ? true : undefined,
    onChange: (event: { target: { value: string } }) => {
      setDraft(event.target.value);
      setError(null);
    },
    onKeyDown,
  };

  let display: ReactNode = 'Not set';
  if (typeof shown === 'number') display = formatMoney(shown);
  else if (shown) display = mode === 'date' ? formatDate(shown) : renderValue ? renderValue(shown) : shown;

  return (
    <div className={cn('grid min-w-0 gap-1', className)}>
      <span id={labelId} className="text-xs font-medium text-muted-foreground">
        {group && <span className="sr-only">{group} </span>}
        {label}
      </span>
      {editing ? (
        // data-inline-editing: the dialog leaves Escape to the cell while it is being edited.
        <fieldset data-inline-editing="" className="m-0 grid min-w-0 gap-2 border-0 p-0" onBlur={onBlur}>
          {mode === 'textarea' ? (
            <Textarea {...fieldProps} rows={4} className="min-h-24" />
          ) : (
            <Input
              {...fieldProps}
              type={mode === 'date' ? 'date' : ('inputType' in props && props.inputType) || 'text'}
              inputMode={mode === 'money' ? 'decimal' : undefined}
              className="w-full sm:max-w-xs"
            />
          )}
          {error && (
            <p id={errorId} role="alert" className="text-xs text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <Button
              size="sm"
              // Keep focus in the field, so a click is not first read as leaving it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void save()}
              aria-label={`Save ${name}`}
            >
              <CheckIcon aria-hidden="true" />
              Save
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onMouseDown={(event) => event.preventDefault()}
              onClick={cancel}
              aria-label={`Cancel editing ${name}`}
            >
              <XIcon aria-hidden="true" />
              Cancel
            </Button>
            <span id={hintId} className="text-xs text-muted-foreground">
              {mode === 'textarea' ? 'Ctrl+Enter to save, Esc to cancel' : 'Enter to save, Esc to cancel'}
            </span>
          </div>
        </fieldset>
      ) : (
        <div className="flex min-w-0 items-start gap-2">
          <div
            className={cn(
              'min-w-0 flex-1 py-1.5 text-sm break-words',
              mode === 'textarea' && 'whitespace-pre-wrap',
              (shown === null || shown === '') && 'text-muted-foreground italic',
            )}
          >
            {display}
            {adornment}
          </div>
          {pending && <Spinner label={`Saving ${name}`} className="mt-2" />}
          <SavedMark saved={saved && !pending} label={name} />
          <Button
            ref={editButtonRef}
            size="icon"
            variant="ghost"
            className="size-8 shrink-0 aria-disabled:opacity-50"
            // Not disabled: focus returns here after Enter, while the save is still running.
            aria-disabled={pending || undefined}
            onClick={() => !pending && start()}
            aria-label={`Edit ${name}`}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
