/**
 * The words of the hand-back a technician's day carries before the sheet is opened: the visit
 * card's button. A file apart from the sheet's words (hand-back-phone-texts.ts) so
 * that a page's first paint carries only these: a module is never split between chunks (ADR 017).
 */
export const FINISH_JOB_TEXTS = {
  finishJob: 'Finish job',
  finishJobFor: 'Finish job: {job}',
} as const;
