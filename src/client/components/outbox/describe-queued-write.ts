import type { QueuedWrite } from '#client/lib/outbox/queued-write.ts';
import { formatFileSize } from '#shared/domain/file-size.ts';
import { VISIT_STATUS_LABELS } from '#shared/domain/visit-status.ts';
import { statusLabel } from '#shared/domain/work-order-status.ts';

const NOTE_PREVIEW_CHARS = 80;

/** One line saying what a queued write will do: 'Status → In Progress', 'Note: "Valve replaced..."'. */
export function describeQueuedWrite(write: QueuedWrite): string {
  if (write.kind === 'status') return `Status → ${statusLabel(write.to)}`;
  if (write.kind === 'visit-status') return `Visit → ${VISIT_STATUS_LABELS[write.to]}`;
  if (write.kind === 'note') {
    const text =
      write.content.length > NOTE_PREVIEW_CHARS
        ? `${write.content.slice(0, NOTE_PREVIEW_CHARS)}…`
        : write.content;
    return `Note: “${text}”`;
  }
  if (write.kind === 'hand-back') return `Hand-back → ${VISIT_STATUS_LABELS[write.handBack.outcome.kind]}`;
  return `Photo: ${write.fileName} (${formatFileSize(write.file.size)})`;
}

/** 'Waiting to send · 2 changes'. */
export const changeCount = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;
