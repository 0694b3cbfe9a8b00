/**
 * The office's side of a visit's hand-back (docs/decisions/068-visit-hand-back.md): the dashboard
 * card's words. The job page's (the section's title, the task list's filter) are with that page's
 * other words, in work-texts.ts and work-list-texts.ts, so its first paint loads no chunk of words
 * of its own; the server's words are in hand-back-texts.ts, and those of the parts loaded later are in
 * hand-back-review-texts.ts (the section's content, review, reopen, print) and
 * hand-back-rules-texts.ts (the company settings' rules), so no screen carries the others' words.
 */

/** The dashboard card 'Finished, awaiting review': its line and link. */
export const HAND_BACK_DASHBOARD_TEXTS = {
  awaitingReviewInfo: 'Visits handed back, not yet reviewed by the office',
  viewAwaitingReview: 'View the hand-backs to review',
} as const;
