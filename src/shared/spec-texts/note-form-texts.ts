/**
 * The Add Note form's words beside NOTE_TEXTS (work-texts.ts, on every page). Only the form
 * imports this file, so its words load with the form, after the job has painted.
 */
export const NOTE_FORM_TEXTS = {
  placeholder: 'Write a note for the team...',
  /** Read after the '12/2000' count by screen readers. */
  characters: 'characters',
  keys: 'Enter to save, Shift+Enter for a new line',
} as const;
