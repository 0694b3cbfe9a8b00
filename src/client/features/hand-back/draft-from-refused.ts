import type { QueuedHandBack } from '#client/lib/outbox/queued-write.ts';
import { type DraftVisit, type HandBackDraft, lineId, newDraft } from './hand-back-draft.ts';

/**
 * A hand-back the server refused, back in the sheet to be fixed and sent again: everything it
 * held but the signature, which the customer gives again (a PNG cannot be drawn on again), opened
 * on Review with the refusal above it.
 */
export function draftFromRefused(write: QueuedHandBack, visit: DraftVisit): HandBackDraft {
  const { handBack } = write;
  const fresh = newDraft(visit);
  const { signOff, outcome } = handBack;
  // Sent without a reason, its times were the visit's stamps as the phone knew them then (Left was
  // that moment): they stay the stamps, so nothing asks for a reason now.
  const unchanged = !handBack.timeChangeReason;
  return {
    ...fresh,
    ...(unchanged
      ? { stampArrivedAt: String(handBack.arrivedAt), stampLeftAt: String(handBack.leftAt) }
      : {}),
    step: 4,
    workDone: handBack.workDone,
    arrivedAt: String(handBack.arrivedAt),
    leftAt: String(handBack.leftAt),
    timeChangeReason: handBack.timeChangeReason ?? '',
    photos: write.photos.map((photo) => ({ ...photo, id: lineId() })),
    parts: handBack.parts.map((part) => ({
      id: lineId(),
      description: part.description,
      quantity: String(part.quantity),
      partNumber: part.partNumber ?? '',
    })),
    partsPrefilled: true,
    signOffKind: signOff.kind,
    signerName: signOff.kind === 'signed' ? signOff.signerName : '',
    notPresentReason: signOff.kind === 'customer-not-present' ? signOff.reason : '',
    outcomeKind: outcome.kind,
    notFinishedReason: outcome.kind === 'not-finished' ? outcome.reason : '',
    returnNeeded: outcome.kind === 'not-finished' && outcome.returnNeeded,
    waitingForPart: outcome.kind === 'not-finished' ? (outcome.waitingForPart ?? '') : '',
    refused: { writeId: write.id, reason: write.refusal ?? '' },
  };
}
