import {
  HandBackInputSchema,
  HandBackOutcomeInputSchema,
  HandBackPartInputSchema,
  type HandBackRule,
  HandBackSignOffInputSchema,
  MAX_HAND_BACK_PARTS,
  MAX_HAND_BACK_PHOTOS_PER_LABEL,
  MAX_MINUTES_ON_SITE,
} from '#shared/schemas/hand-back.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_PHONE_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-phone-texts.ts';
import type { DraftPart, HandBackDraft } from './hand-back-draft.ts';

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

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/** The times differ from the visit's stamps by more than a minute: the server wants a reason. */
export function timesChanged(draft: HandBackDraft): boolean {
  const differs = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) > MINUTE_MS;
  return differs(draft.arrivedAt, draft.stampArrivedAt) || differs(draft.leftAt, draft.stampLeftAt);
}

/** A parts line as the contract takes it: the quantity a number, an empty part number left out. */
export function partInput(part: DraftPart) {
  const partNumber = part.partNumber.trim();
  return {
    description: part.description.trim(),
    quantity: part.quantity.trim() === '' ? Number.NaN : Number(part.quantity.replace(',', '.')),
    ...(partNumber ? { partNumber } : {}),
  };
}

function workDoneErrors(draft: HandBackDraft): StepErrors {
  const errors: StepErrors = {};
  const workDone = firstMessage(HandBackInputSchema.shape.workDone.safeParse(draft.workDone.trim()));
  if (workDone) errors.workDone = workDone;
  const minutes = (Date.parse(draft.leftAt) - Date.parse(draft.arrivedAt)) / MINUTE_MS;
  if (!(minutes > 0 && minutes <= MAX_MINUTES_ON_SITE)) errors.leftAt = TEXTS.timeOrder;
  if (timesChanged(draft)) {
    const reason = draft.timeChangeReason.trim();
    const message = firstMessage(HandBackInputSchema.shape.timeChangeReason.safeParse(reason));
    if (reason === '') errors.timeChangeReason = TEXTS.timeChangeReasonRequired;
    else if (message) errors.timeChangeReason = message;
  }
  return errors;
}

function photoErrors(draft: HandBackDraft, rule: typeof NO_RULE): StepErrors {
  const errors: StepErrors = {};
  for (const label of ['before', 'after'] as const) {
    if (draft.photos.filter((photo) => photo.label === label).length > MAX_HAND_BACK_PHOTOS_PER_LABEL)
      errors[label] = fillTemplate(TEXTS.tooManyPhotos, { count: MAX_HAND_BACK_PHOTOS_PER_LABEL });
  }
  if (rule.requireAfterPhoto && !draft.photos.some((photo) => photo.label === 'after'))
    errors.after = TEXTS.afterPhotoRequired;
  return errors;
}

function partErrors(draft: HandBackDraft, rule: typeof NO_RULE): StepErrors {
  const errors: StepErrors = {};
  if (draft.parts.length > MAX_HAND_BACK_PARTS) errors.parts = `At most ${MAX_HAND_BACK_PARTS} parts`;
  if (rule.requireParts && draft.parts.length === 0) errors.parts = TEXTS.partsRequired;
  for (const part of draft.parts) {
    const result = HandBackPartInputSchema.safeParse(partInput(part));
    for (const issue of result.success ? [] : result.error.issues) {
      const key = `${part.id}.${String(issue.path[0])}`;
      errors[key] ??= issue.message;
    }
  }
  return errors;
}

/** The sign-off as the contract takes it. */
export function signOffInput(draft: HandBackDraft) {
  return draft.signOffKind === 'signed'
    ? { kind: 'signed' as const, signerName: draft.signerName.trim() }
    : { kind: 'customer-not-present' as const, reason: draft.notPresentReason.trim() };
}

function signOffErrors(draft: HandBackDraft, rule: typeof NO_RULE): StepErrors {
  const errors: StepErrors = {};
  if (draft.signOffKind === 'customer-not-present' && rule.requireSignature) {
    errors.signature = TEXTS.signatureRequiredByRule;
    return errors;
  }
  if (draft.signOffKind === 'signed' && !draft.signature)
    errors.signature = rule.requireSignature ? TEXTS.signatureRequiredByRule : TEXTS.signatureRequired;
  const result = HandBackSignOffInputSchema.safeParse(signOffInput(draft));
  if (!result.success) {
    const field = draft.signOffKind === 'signed' ? 'signerName' : 'notPresentReason';
    errors[field] = result.error.issues[0]?.message ?? '';
  }
  return errors;
}

/** The outcome as the contract takes it. */
export function outcomeInput(draft: HandBackDraft) {
  if (draft.outcomeKind === 'done') return { kind: 'done' as const };
  const part = draft.waitingForPart.trim();
  return {
    kind: 'not-finished' as const,
    reason: draft.notFinishedReason.trim(),
    returnNeeded: draft.returnNeeded,
    waitingForPart: part === '' ? null : part,
  };
}

function outcomeErrors(draft: HandBackDraft): StepErrors {
  const result = HandBackOutcomeInputSchema.safeParse(outcomeInput(draft));
  if (result.success) return {};
  const field =
    result.error.issues[0]?.path.at(-1) === 'waitingForPart' ? 'waitingForPart' : 'notFinishedReason';
  return { [field]: result.error.issues[0]?.message ?? '' };
}

/** What is wrong on one step, with the job type's rule: empty when the step may be left. */
export function stepErrors(step: HandBackStep, draft: HandBackDraft, rule: typeof NO_RULE): StepErrors {
  if (step === 'workDone') return workDoneErrors(draft);
  if (step === 'photos') return photoErrors(draft, rule);
  if (step === 'parts') return partErrors(draft, rule);
  if (step === 'signOff') return signOffErrors(draft, rule);
  return outcomeErrors(draft);
}

/** The first step before `step` with something wrong, if any. */
export function firstStepWithErrors(draft: HandBackDraft, rule: typeof NO_RULE, upTo: number) {
  return HAND_BACK_STEPS.slice(0, upTo).findIndex(
    (step) => Object.keys(stepErrors(step, draft, rule)).length > 0,
  );
}
