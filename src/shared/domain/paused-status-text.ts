/**
 * Issue 23: the one text a paused-job status (Pre-Auth, Authorization, RWP Form) is shown as, on
 * the card, the list, the detail, the CSV and the print sheet. A stored value reads as stored;
 * nothing stored reads 'N/A': nothing has been asked for yet, which is how the create form starts
 * and how readiness counts it (`isReadyToReturn`). It never reads as 'Pending', which
 * would claim a request is out (docs/decisions/009-paused-job-status-vocabulary.md).
 */
const NO_PAUSED_STATUS_TEXT = 'N/A';

export function pausedStatusText(value: string | null | undefined): string {
  return value?.trim() || NO_PAUSED_STATUS_TEXT;
}
