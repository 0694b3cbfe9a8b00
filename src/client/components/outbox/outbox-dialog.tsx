import { format } from 'date-fns';
import { useState } from 'react';
import { removeWrite } from '#client/lib/outbox/outbox-store.ts';
import type { QueuedWrite } from '#client/lib/outbox/queued-write.ts';
import { useOutbox } from '#client/lib/outbox/use-outbox.ts';
import { NOTE_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { describeQueuedWrite } from './describe-queued-write.ts';

type OutboxDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Every write this phone holds, in the order they go, each with a way to discard it. */
export function OutboxDialog({ open, onOpenChange }: OutboxDialogProps) {
  const { writes } = useOutbox();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85svh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Changes on this phone</DialogTitle>
          <DialogDescription>
            They are sent in this order as soon as there is a connection. A change the office could not take
            says why; discard it once you have read it.
          </DialogDescription>
        </DialogHeader>
        {writes.length === 0 ? (
          <p className="text-sm text-muted-foreground">Everything has been sent.</p>
        ) : (
          <ol className="space-y-2">
            {writes.map((write) => (
              <QueuedWriteRow key={write.id} write={write} />
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}

function QueuedWriteRow({ write }: { write: QueuedWrite }) {
  const [confirming, setConfirming] = useState(false);
  const refused = write.refusal !== undefined;
  const what = describeQueuedWrite(write);
  return (
    <li className="rounded-md border p-3 text-sm">
      <p className="font-medium break-words">{write.jobLabel}</p>
      <p className="break-words">{what}</p>
      <p className="text-xs text-muted-foreground">
        Made at {format(new Date(write.madeAt), 'p')} · {refused ? 'Not sent' : NOTE_TEXTS.waitingToSend}
      </p>
      {refused && <p className="mt-1 text-destructive">{write.refusal}</p>}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {confirming ? (
          <>
            <span className="text-sm">
              {refused ? 'Remove it from this phone?' : 'Discard it? It will not be sent.'}
            </span>
            <Button size="sm" variant="destructive" onClick={() => void removeWrite(write.id)}>
              {refused ? 'Remove' : 'Discard'}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Discard ${what} on ${write.jobLabel}`}
            onClick={() => setConfirming(true)}
          >
            Discard
          </Button>
        )}
      </div>
    </li>
  );
}
