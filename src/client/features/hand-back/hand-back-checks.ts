import type { HandBackInput, HandBackRule } from '#shared/schemas/hand-back.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_PHONE_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-phone-texts.ts';
import type { DraftPart, HandBackDraft } from './hand-back-draft.ts';
import {
  MAX_MINUTES_ON_SITE,
  MAX_PARTS,
  MAX_PHOTOS_PER_LABEL,
  PHOTO_LABELS,
  quantityProblem,
  TEXT_RULES,
  textProblem,
} from './hand-back-limits.ts';

/** The sheet's steps, in order. */
export const HAND_BACK_STEPS = ['workDone', 'photos', 'parts', 'signOff', 'review'] as const;
export type HandBackStep = (typeof HAND_BACK_STEPS)[number];

/** What is wrong, by field (the keys the steps show them under). */
export type StepErrors = Record<string, string>;

/** What the rules ask when they are not known yet: nothing (the server checks again anyway). */
export const NO_RULE: Omit<HandBackRule, 'type'> = {
  requireSignature: false,
  requireAfterPhoto: false,
  requireParts: false,
};

const MINUTE_MS = 60_000;

/** Adds `field`'s problem, if any, to `errors`. */
function check(errors: StepErrors, field: string, problem: string | undefined) {
  if (problem !== undefined) errors[field] ??= problem;
}

/** The times differ from the visit's stamps by more than a minute: the server wants a reason. */
export function timesChanged(draft: HandBackDraft): boolean {
  const differs = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) > MINUTE_MS;
  return differs(draft.arrivedAt, draft.stampArrivedAt) || differs(draft.leftAt, draft.stampLeftAt);
}

/** A parts line as the contract takes it: the quantity a number, an empty part number left out. */
export function partInput(part: DraftPart): HandBackInput['parts'][number] {
  const partNumber = part.partNumber.trim();
  return {
    description: part.description.trim(),
    quantity: part.quantity.trim() === '' ? Number.NaN : Number(part.quantity.replace(',', '.')),
    ...(partNumber ? { partNumber } : {}),
  };
}

function workDoneErrors(draft: HandBackDraft): StepErrors {
  const errors: StepErrors = {};
  check(errors, 'workDone', textProblem(draft.workDone, TEXT_RULES.workDone));
  const minutes = (Date.parse(draft.leftAt) - Date.parse(draft.arrivedAt)) / MINUTE_MS;
  if (!(minutes > 0 && minutes <= MAX_MINUTES_ON_SITE)) errors.leftAt = TEXTS.timeOrder;
  if (timesChanged(draft)) {
    const reason = draft.timeChangeReason.trim();
    check(
      errors,
      'timeChangeReason',
      reason === '' ? TEXTS.timeChangeReasonRequired : textProblem(reason, TEXT_RULES.timeChangeReason),
    );
  }
  return errors;
}

function photoErrors(draft: HandBackDraft, rule: typeof NO_RULE): StepErrors {
  const errors: StepErrors = {};
  for (const label of PHOTO_LABELS) {
    if (draft.photos.filter((photo) => photo.label === label).length > MAX_PHOTOS_PER_LABEL)
      errors[label] = fillTemplate(TEXTS.tooManyPhotos, { count: MAX_PHOTOS_PER_LABEL });
  }
  if (rule.requireAfterPhoto && !draft.photos.some((photo) => photo.label === 'after'))
    errors.after = TEXTS.afterPhotoRequired;
  return errors;
}

function partErrors(draft: HandBackDraft, rule: typeof NO_RULE): StepErrors {
  const errors: StepErrors = {};
  if (draft.parts.length > MAX_PARTS) errors.parts = fillTemplate(TEXTS.tooManyParts, { count: MAX_PARTS });
  if (rule.requireParts && draft.parts.length === 0) errors.parts = TEXTS.partsRequired;
  for (const part of draft.parts) {
    const line = partInput(part);
    check(errors, `${part.id}.description`, textProblem(line.description, TEXT_RULES.description));
    check(errors, `${part.id}.quantity`, quantityProblem(line.quantity));
    if (line.partNumber)
      check(errors, `${part.id}.partNumber`, textProblem(line.partNumber, TEXT_RULES.partNumber));
  }
  return errors;
}

/** The sign-off as the contract takes it. */
export function signOffInput(draft: HandBackDraft): HandBackInput['signOff'] {
  return draft.signOffKind === 'signed'
    ? { kind: 'signed', signerName: draft.signerName.trim() }
    : { kind: 'customer-not-present', reason: draft.notPresentReason.trim() };
}

function signOffErrors(draft: HandBackDraft, rule: typeof NO_RULE): StepErrors {
  const errors: StepErrors = {};
  if (draft.signOffKind === 'customer-not-present') {
    if (rule.requireSignature) errors.signature = TEXTS.signatureRequiredByRule;
    else check(errors, 'notPresentReason', textProblem(draft.notPresentReason, TEXT_RULES.notPresentReason));
    return errors;
  }
  if (!draft.signature)
    errors.signature = rule.requireSignature ? TEXTS.signatureRequiredByRule : TEXTS.signatureRequired;
  check(errors, 'signerName', textProblem(draft.signerName, TEXT_RULES.signerName));
  return errors;
}

/** The outcome as the contract takes it. */
export function outcomeInput(draft: HandBackDraft): HandBackInput['outcome'] {
  if (draft.outcomeKind === 'done') return { kind: 'done' };
  const part = draft.waitingForPart.trim();
  return {
    kind: 'not-finished',
    reason: draft.notFinishedReason.trim(),
    returnNeeded: draft.returnNeeded,
    waitingForPart: part === '' ? null : part,
  };
}

function outcomeErrors(draft: HandBackDraft): StepErrors {
  const errors: StepErrors = {};
  const outcome = outcomeInput(draft);
  if (outcome.kind === 'done') return errors;
  check(errors, 'notFinishedReason', textProblem(outcome.reason, TEXT_RULES.notFinishedReason));
  if (outcome.waitingForPart)
    check(errors, 'waitingForPart', textProblem(outcome.waitingForPart, TEXT_RULES.waitingForPart));
  return errors;
}

/** What is wrong on one step, with the job type's rule: empty when the step may be left. */
export function stepErrors(step: HandBackStep, draft: HandBackDraft, rule: typeof NO_RULE): StepErrors {
  if (step === 'workDone') return workDoneErrors(draft);
  if (step === 'photos') return photoErrors(draft, rule);
  if (step === 'parts') return partErrors(draft, rule);
  if (step === 'signOff') return signOffErrors(draft, rule);
  return outcomeErrors(draft);
}

/** The first step before `upTo` with something wrong, or -1. */
export function firstStepWithErrors(draft: HandBackDraft, rule: typeof NO_RULE, upTo: number) {
  return HAND_BACK_STEPS.slice(0, upTo).findIndex(
    (step) => Object.keys(stepErrors(step, draft, rule)).length > 0,
  );
}
