/**
 * The office's side of a visit's hand-back (docs/decisions/068-visit-hand-back.md), the words that
 * load with a screen's first paint: the job dialog's Hand-back section title, the dashboard card,
 * the task list's filter. The words both the phone and the office show ('Finished, awaiting
 * review' among them) are in hand-back-texts.ts. Only first-paint words are here (the dashboard, the task list and the job page,
 * which has little room under its budget); those of the parts loaded later are in
 * hand-back-review-texts.ts (the section's content, review, reopen, print) and
 * hand-back-rules-texts.ts (the company settings' rules), so no screen carries the others' words.
 */

/** The job dialog's Hand-back section as it first paints: its title and loading line. */
export const HAND_BACK_SECTION_TEXTS = {
  sectionTitle: 'Hand-back',
  loading: 'Loading the hand-back...',
} as const;

/** The dashboard card 'Finished, awaiting review': its line and link. */
export const HAND_BACK_DASHBOARD_TEXTS = {
  awaitingReviewInfo: 'Visits handed back, not yet reviewed by the office',
  viewAwaitingReview: 'View the hand-backs to review',
} as const;

/** The task list's filter of the hand-backs awaiting review. */
export const HAND_BACK_FILTER_TEXTS = {
  filterLabel: 'Hand-back',
} as const;
