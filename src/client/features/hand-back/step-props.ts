import type { HandBackRule } from '#shared/schemas/hand-back.ts';
import type { StepErrors } from './hand-back-checks.ts';
import type { HandBackDraft } from './hand-back-draft.ts';

/** What every step of the sheet receives: the draft, a way to change it, the rule and the errors shown. */
export type StepProps = {
  draft: HandBackDraft;
  /** A change, or one made from the draft as it is when it applies (after a photo's shrink). */
  change: (patch: Partial<HandBackDraft> | ((draft: HandBackDraft) => Partial<HandBackDraft>)) => void;
  rule: Omit<HandBackRule, 'type'>;
  errors: StepErrors;
};
