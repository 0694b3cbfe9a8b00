/**
 * The hold form's own words (ADR 060) and the held card's Waiting for line, apart from
 * work-form-texts.ts, which every page loads (the universal dialogs' titles), so these load only
 * with the form and the Paused Jobs list.
 */
/**
 * The one hold form (ADR 060), from the job window's or a card's status menu and from '+ Paused Job':
 * what the job waits for. '{slot}' is a part slot's number.
 */
export const HOLD_JOB_TEXTS = {
  waitsForLegend: 'What is the job waiting for?',
  partLegend: 'A part (Part {slot})',
  partTitle: 'Part {slot} Title',
  partOrdered: 'Part {slot} Ordered',
  partEta: 'Part {slot} ETA',
  noFreePart: 'All three part slots are used; add more in Paused Job Management.',
  authorization: 'Authorization',
  authorizationHint: 'Authorization Status becomes Pending.',
  permit: 'Permit (RWP form)',
  permitHint: 'RWP Form Status becomes Pending.',
  waitingFor: 'Anything else it is waiting for',
  waitingForHint: 'Shown on the card as "Waiting for: ..."; the description is kept.',
  cancel: 'Cancel',
  loadingJob: 'Loading the job...',
} as const;
