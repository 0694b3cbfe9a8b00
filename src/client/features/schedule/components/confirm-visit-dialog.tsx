import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogFooter } from '#client/components/ui/dialog.tsx';
import { DialogHeading } from '#client/components/ui/dialog-heading.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import type { CustomerMessagePreview } from '#shared/schemas/visit.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { isRefused } from '../board-conflicts.ts';
import type { SaveChoices } from '../hooks/save-placement.ts';
import type { PendingPlacement } from '../hooks/use-visit-writes.ts';

type ConfirmVisitDialogProps = {
  pending: PendingPlacement;
  onSave: (choices: SaveChoices) => void;
  onClose: () => void;
};

function MessagePreview({
  preview,
  send,
  onSend,
}: {
  preview: CustomerMessagePreview;
  send: boolean;
  onSend: (send: boolean) => void;
}) {
  const id = useId();
  if (preview.reason === 'no-contact') return <p className="text-sm">{TEXTS.noContact}</p>;
  if (!preview.willSend || !preview.text) return null;
  const template = preview.channel === 'email' ? TEXTS.customerEmailed : TEXTS.customerTexted;
  return (
    <div className="space-y-2 rounded-md border bg-muted/40 p-3 text-sm">
      <p>{fillTemplate(template, { text: preview.text })}</p>
      <div className="flex items-center gap-2">
        <Checkbox id={id} checked={send} onCheckedChange={(checked) => onSend(checked === true)} />
        <Label htmlFor={id}>{TEXTS.sendMessage}</Label>
      </div>
    </div>
  );
}

/**
 * Before a placement is saved: the rules it breaks (an overlap refused outright, any other booked
 * with a reason) and what the customer would be sent, with the choice not to send it.
 */
export function ConfirmVisitDialog({ pending, onSave, onClose }: ConfirmVisitDialogProps) {
  const { conflicts, preview } = pending;
  const [reason, setReason] = useState('');
  const [send, setSend] = useState(true);
  const reasonId = useId();
  const refused = isRefused(conflicts);
  const needsReason = conflicts.length > 0;
  const title = refused ? TEXTS.overlapTitle : needsReason ? TEXTS.conflictTitle : TEXTS.confirmTitle;
  const description = refused ? TEXTS.overlapText : needsReason ? TEXTS.conflictText : TEXTS.confirmText;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ overrideReason: needsReason ? reason.trim() : undefined, notifyCustomer: send });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeading title={title} description={description} />
        <form onSubmit={submit} className="grid gap-3">
          {conflicts.length > 0 && (
            <ul className="list-disc space-y-1 pl-5 text-sm text-destructive" data-testid="visit-conflicts">
              {conflicts.map((conflict) => (
                <li key={`${conflict.kind}-${conflict.technicianId}`}>{conflict.message}</li>
              ))}
            </ul>
          )}
          {!refused && needsReason && (
            <>
              <Label htmlFor={reasonId}>{TEXTS.overrideReason}</Label>
              <Textarea
                id={reasonId}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                required
                minLength={3}
                maxLength={200}
              />
            </>
          )}
          {!refused && preview && <MessagePreview preview={preview} send={send} onSend={setSend} />}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {refused ? TEXTS.close : TEXTS.cancel}
            </Button>
            {!refused && (
              <Button type="submit" disabled={needsReason && reason.trim().length < 3}>
                {needsReason ? TEXTS.overrideSave : TEXTS.save}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
