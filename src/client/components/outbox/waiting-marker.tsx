import { CloudUploadIcon } from 'lucide-react';
import { useQueuedWritesFor } from '#client/lib/outbox/use-outbox.ts';
import { statusLabel } from '#shared/domain/work-order-status.ts';
import { cn } from '../ui/cn.ts';
import { changeCount } from './describe-queued-write.ts';

type WaitingMarkerProps = {
  workOrderId: number;
  /** Just the icon (its words for screen readers), for one-line rows. */
  compact?: boolean;
};

/**
 * On a job with writes waiting on this phone: 'Waiting to send', and the status it will have once
 * they arrive, so a tap made offline shows at once (ADR 049).
 */
export function WaitingMarker({ workOrderId, compact = false }: WaitingMarkerProps) {
  const waiting = useQueuedWritesFor(workOrderId);
  if (waiting.length === 0) return null;
  const lastStatus = waiting.findLast((write) => write.kind === 'status');
  const detail = lastStatus?.kind === 'status' ? statusLabel(lastStatus.to) : changeCount(waiting.length);
  return <WaitingBadge detail={detail} compact={compact} />;
}

/** The marker's look: 'Waiting to send · {detail}' (a job's marker, a visit card's). */
export function WaitingBadge({ detail, compact = false }: { detail: string; compact?: boolean }) {
  return (
    <span
      data-testid="waiting-marker"
      title={compact ? `Waiting to send · ${detail}` : undefined}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-md bg-amber-100 text-xs font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100',
        compact ? 'p-0.5' : 'px-1.5 py-0.5',
      )}
    >
      <CloudUploadIcon aria-hidden="true" className="size-3.5" />
      <span className={compact ? 'sr-only' : undefined}>Waiting to send · {detail}</span>
    </span>
  );
}
