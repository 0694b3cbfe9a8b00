import { CloudUploadIcon, TriangleAlertIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useOutbox } from '#client/lib/outbox/use-outbox.ts';
import { useWhenIdle } from '#client/lib/use-when-idle.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { changeCount } from './describe-queued-write.ts';

// The list of queued writes is opened rarely; its dialog code stays off the first paint. It is
// fetched once the browser is idle, while there is most likely still a connection: the Review is
// pressed when there is none (an installed app also has it from the service worker's precache).
const loadOutboxDialog = () => import('./outbox-dialog.tsx');
const OutboxDialog = lazy(() => loadOutboxDialog().then((module) => ({ default: module.OutboxDialog })));

// A large write (a hand-back with its photos) says how far its upload is; the count's code loads
// apart from every page's first paint, once something waits.
// Only a decoration: a phone offline before the service worker holds the app's code cannot fetch
// it, and the bar (above every screen) then shows no percentage rather than failing the screen.
const UploadPercent = lazy(() =>
  import('./upload-percent.tsx').then(
    (m) => ({ default: m.UploadPercent }),
    () => ({ default: () => null }),
  ),
);
const preloadOutboxDialog = () => void loadOutboxDialog().catch(() => {});

/**
 * Above every signed-in screen while this phone holds writes that have not reached the server (ADR
 * 049): how many wait, how many were refused, and a way to see and discard them.
 */
export function WaitingToSendBar() {
  const { waiting, refused } = useOutbox();
  const [open, setOpen] = useState(false);
  useWhenIdle(preloadOutboxDialog);
  const dialog = open && (
    <Suspense fallback={null}>
      <OutboxDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
  // The Review dialog stays while open, saying everything went, after its last write is discarded.
  if (waiting.length === 0 && refused.length === 0) return dialog || null;
  return (
    <div
      className={cn(
        'mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2 text-sm',
        refused.length > 0
          ? 'border-destructive/50 bg-destructive/10'
          : 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950',
      )}
    >
      <p role="status" className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
        {waiting.length > 0 && (
          <span className="inline-flex items-center gap-1.5 font-medium">
            <CloudUploadIcon aria-hidden="true" className="size-4" />
            Waiting to send · {changeCount(waiting.length)}
            <Suspense fallback={null}>
              <UploadPercent keys={waiting.map((write) => write.key)} />
            </Suspense>
          </span>
        )}
        {/* Darker than the destructive colour: that red on its own tint is under 4.5:1. */}
        {refused.length > 0 && (
          <span className="inline-flex items-center gap-1.5 font-medium text-red-700 dark:text-red-300">
            <TriangleAlertIcon aria-hidden="true" className="size-4" />
            Not sent · {changeCount(refused.length)}
          </span>
        )}
      </p>
      <Button variant="outline" size="sm" className="h-9" onClick={() => setOpen(true)}>
        Review
      </Button>
      {dialog}
    </div>
  );
}
