import type { QueuedWrite } from '#client/lib/outbox/queued-write.ts';
import { formatFileSize } from '#shared/domain/file-size.ts';
import { VISIT_STATUS_LABELS } from '#shared/domain/visit-status.ts';
import { statusLabel } from '#shared/domain/work-order-status.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_PHONE_TEXTS } from '#shared/spec-texts/hand-back-phone-texts.ts';

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
  if (write.kind === 'hand-back') {
    const { outcome, signOff } = write.handBack;
    const summary = [
      VISIT_STATUS_LABELS[outcome.kind],
      signOff.kind === 'signed'
        ? fillTemplate(HAND_BACK_PHONE_TEXTS.reviewSignedBy, { name: signOff.signerName })
        : HAND_BACK_PHONE_TEXTS.customerNotPresent,
    ].join(', ');
    return fillTemplate(HAND_BACK_PHONE_TEXTS.outboxLine, { summary });
  }
  return `Photo: ${write.fileName} (${formatFileSize(write.file.size)})`;
}

/** 'Waiting to send · 2 changes'. */
export const changeCount = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;
