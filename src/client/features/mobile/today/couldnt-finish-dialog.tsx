import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { SetVisitStatusSchema } from '#shared/schemas/visit.ts';

type CouldntFinishDialogProps = {
  jobLabel: string;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
};

const REASON_REQUIRED = 'Say why the work could not be finished.';

/** "Couldn't finish" asks why first: the office reads it to plan the return visit. */
export function CouldntFinishDialog({
  jobLabel,
  pending,
  onOpenChange,
  onConfirm,
}: CouldntFinishDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    // One line, as the endpoint keeps it; its own rule, so the phone says what the server would.
    const text = reason.replace(/\s+/g, ' ').trim();
    const parsed = SetVisitStatusSchema.shape.reason.safeParse(text);
    if (text === '' || !parsed.success || parsed.data === undefined) {
      setError(text === '' || parsed.success ? REASON_REQUIRED : parsed.error.issues[0]?.message);
      return;
    }
    onConfirm(parsed.data);
  };
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Couldn't finish</DialogTitle>
            <DialogDescription>{jobLabel}</DialogDescription>
          </DialogHeader>
          <FormField label="What stopped the work?" error={error} required>
            {(control) => (
              <Textarea
                {...control}
                value={reason}
                rows={3}
                maxLength={500}
                placeholder="Part needed, customer not home, ..."
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </FormField>
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" className="h-12" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" className="h-12" loading={pending}>
              Couldn't finish
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
