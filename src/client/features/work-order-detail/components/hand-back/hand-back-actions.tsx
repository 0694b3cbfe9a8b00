import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { ReopenHandBackSchema } from '#shared/schemas/hand-back.ts';
import { HAND_BACK_OFFICE_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-office-texts.ts';

type ReviewFormProps = {
  /** The outcome is done: completing the task in the same step is offered. */
  canComplete: boolean;
  busy: boolean;
  onReview: (completeTask: boolean) => void;
};

/** Mark reviewed, with 'Complete the task too' when the work is done. */
export function ReviewForm({ canComplete, busy, onReview }: ReviewFormProps) {
  const [completeTask, setCompleteTask] = useState(false);
  const checkId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onReview(canComplete && completeTask);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-3">
      {canComplete && (
        <div className="flex items-center gap-2">
          <Checkbox
            id={checkId}
            checked={completeTask}
            onCheckedChange={(checked) => setCompleteTask(checked === true)}
          />
          <Label htmlFor={checkId}>{TEXTS.completeTaskToo}</Label>
        </div>
      )}
      <Button type="submit" size="sm" loading={busy} loadingText={TEXTS.reviewing}>
        {TEXTS.markReviewed}
      </Button>
    </form>
  );
}

const reasonRule = ReopenHandBackSchema.shape.reason;

type ReopenFormProps = { busy: boolean; onReopen: (reason: string) => void };

/**
 * Reopen: the button opens a reason field (focused), which is checked as the server checks it;
 * 'Keep it reviewed' closes it and gives the focus back to Reopen.
 */
export function ReopenForm({ busy, onReopen }: ReopenFormProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reopenButton = useRef<HTMLButtonElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const wasOpen = useRef(false);
  const fieldId = useId();
  const errorId = useId();

  useEffect(() => {
    if (open) reasonField.current?.focus();
    else if (wasOpen.current) reopenButton.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!open) {
    return (
      <Button ref={reopenButton} type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        {TEXTS.reopen}
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = reasonRule.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? TEXTS.reopenReason);
      reasonField.current?.focus();
      return;
    }
    setError(null);
    onReopen(checked.data);
  };
  return (
    <form onSubmit={submit} noValidate className="grid w-full gap-2">
      <Label htmlFor={fieldId}>{TEXTS.reopenReason}</Label>
      <Textarea
        id={fieldId}
        ref={reasonField}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        rows={2}
      />
      {error && (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="destructive" loading={busy} loadingText={TEXTS.reopening}>
          {TEXTS.reopenConfirm}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {TEXTS.reopenCancel}
        </Button>
      </div>
    </form>
  );
}
