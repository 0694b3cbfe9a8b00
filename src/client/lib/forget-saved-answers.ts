/**
 * Deletes the lists saved for offline use (ADR 046) when a session ends. Signing out is on every
 * page, so the Cache Storage code loads only when someone actually signs out.
 */
export function forgetSavedAnswers(): void {
  void import('./saved-answers.ts').then((module) => module.deleteSavedAnswers());
}
