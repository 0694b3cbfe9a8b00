import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { ReopenHandBackSchema } from '#shared/schemas/hand-back.ts';
import { HAND_BACK_REVIEW_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-review-texts.ts';

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
