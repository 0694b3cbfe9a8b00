/**
 * The catalogue of the portal's user-facing texts: screen titles, labels, empty states,
 * validation messages, confirmations, toasts and request errors, one file per area. Each text is
 * written once, here (spec-texts-written-once.test.ts holds that), and the screens and shared
 * schemas import it from its area file; this index gathers every area so `spec-texts.test.ts` can
 * hold the whole catalogue against the product's specified wording (tooling/spec-quotes/).
 * Screens do not import this index: a module is never split between chunks, so one file of all
 * the words (or a barrel re-exporting them) would put every screen's words on every screen's
 * first paint (ADR 017).
 */
export * from './dashboard-texts.ts';
export { fillTemplate } from './fill-template.ts';
export * from './finish-job-texts.ts';
export * from './form-texts.ts';
export * from './hand-back-office-texts.ts';
export * from './hand-back-phone-texts.ts';
export * from './hand-back-review-texts.ts';
export * from './hand-back-rules-texts.ts';
export * from './hand-back-texts.ts';
export * from './hold-job-texts.ts';
export * from './mobile-texts.ts';
export * from './note-form-texts.ts';
export * from './people-texts.ts';
export * from './question-form-texts.ts';
export * from './recently-deleted-texts.ts';
export * from './request-texts.ts';
export * from './schedule-board-texts.ts';
export * from './shell-texts.ts';
export * from './update-task-texts.ts';
export * from './upload-dialog-texts.ts';
export * from './work-form-texts.ts';
export * from './work-list-texts.ts';
export * from './work-texts.ts';
