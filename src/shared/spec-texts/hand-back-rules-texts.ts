/**
 * The company settings' Hand-back rules (docs/decisions/068-visit-hand-back.md): per job type, what
 * a technician's hand-back must include. Loaded with the settings page's sections only.
 */
export const HAND_BACK_RULES_TEXTS = {
  rulesTitle: 'Hand-back rules',
  rulesDescription: 'For each job type, what a technician must include when handing back a visit.',
  rulesLoading: 'Loading the hand-back rules',
  rulesLoadFailed: 'Could not load the hand-back rules.',
  rulesCaption: 'What a hand-back must include, by job type',
  jobType: 'Job type',
  requireSignature: 'Signature required',
  requireAfterPhoto: 'After photo required',
  requireParts: 'Parts required',
  /** A row's checkbox label for screen readers: 'Signature required, Follow Up'. */
  ruleCheckLabel: '{rule}, {type}',
  saveRule: 'Save',
  saveRuleLabel: 'Save the hand-back rules for {type}',
  savingRule: 'Saving...',
  ruleSaved: 'Saved the rules for {type}',
  ruleSaveFailed: 'Could not save the rules for {type}',
} as const;
