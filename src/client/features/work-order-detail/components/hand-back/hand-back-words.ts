import { formatDateTime } from '#shared/domain/date-format.ts';
import type { HandBack } from '#shared/schemas/hand-back.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_REVIEW_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-review-texts.ts';

/** The outcome in the office's words, one line each: done, or why not and what it waits for. */
export function outcomeLines(outcome: HandBack['outcome']): string[] {
  if (outcome.kind === 'done') return [TEXTS.outcomeDone];
  return [
    fillTemplate(TEXTS.outcomeNotFinished, { reason: outcome.reason }),
    ...(outcome.returnNeeded ? [TEXTS.returnNeeded] : []),
    ...(outcome.waitingForPart ? [fillTemplate(TEXTS.waitingForPart, { part: outcome.waitingForPart })] : []),
  ];
}

/** Awaiting review, reviewed by whom and when, or reopened by whom, when and why. */
export function statusText(handBack: HandBack, timeZone: string): string {
  const { reviewedBy, reviewedAt, reopenedBy, reopenedAt } = handBack;
  if (handBack.status === 'reopened' && reopenedBy && reopenedAt) {
    return fillTemplate(TEXTS.statusReopened, {
      name: reopenedBy.name,
      time: formatDateTime(reopenedAt, timeZone),
      reason: handBack.reopenReason ?? '',
    });
  }
  if (handBack.status !== 'awaiting-review' && reviewedBy && reviewedAt) {
    return fillTemplate(TEXTS.statusReviewed, {
      name: reviewedBy.name,
      time: formatDateTime(reviewedAt, timeZone),
    });
  }
  return TEXTS.statusAwaitingReview;
}

/** 'Signed by J. Chatterjee' or 'Customer not present: {reason}', for lines without the image. */
export const signOffText = (signOff: HandBack['signOff']) =>
  signOff.kind === 'signed'
    ? fillTemplate(TEXTS.signedBy, { name: signOff.signerName })
    : fillTemplate(TEXTS.customerNotPresent, { reason: signOff.reason });
