import { type TextKind, untypeableTextMessage } from '#shared/domain/typed-text.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_PHONE_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-phone-texts.ts';

/**
 * The limits of HandBackInputSchema (src/shared/schemas/hand-back.ts) as the sheet checks them
 * before Next. Written here rather than imported so the sheet's chunk does not carry zod (25 KB
 * gzipped, over half the sheet's budget); hand-back-limits.test.ts holds them equal to the
 * schema's, input by input, and the server checks everything again whatever the phone said.
 */
export const PHOTO_LABELS = ['before', 'after'] as const;
export const MAX_PARTS = 30;
export const MAX_PHOTOS_PER_LABEL = 6;
export const MAX_SIGNATURE_BYTES = 200 * 1024;
export const SIGNATURE_SIDE_PX = { min: 100, max: 4000 } as const;
export const MAX_QUANTITY = 999;
export const MAX_MINUTES_ON_SITE = 24 * 60;

type TextRule = { label: string; min: number; max: number; kind: TextKind };

/** Each text field: the name its messages use (the contract's), its length and whether it is one line. */
export const TEXT_RULES = {
  workDone: { label: TEXTS.fieldWorkDone, min: 3, max: 5000, kind: 'multi-line' },
  description: { label: TEXTS.fieldPartDescription, min: 1, max: 200, kind: 'single-line' },
  partNumber: { label: TEXTS.fieldPartNumber, min: 1, max: 100, kind: 'single-line' },
  timeChangeReason: { label: TEXTS.fieldTimeChangeReason, min: 3, max: 300, kind: 'single-line' },
  signerName: { label: TEXTS.signerName, min: 2, max: 100, kind: 'single-line' },
  notPresentReason: { label: TEXTS.fieldNotPresentReason, min: 3, max: 300, kind: 'single-line' },
  notFinishedReason: { label: TEXTS.fieldNotFinishedReason, min: 3, max: 500, kind: 'single-line' },
  waitingForPart: { label: TEXTS.fieldWaitingForPart, min: 1, max: 200, kind: 'single-line' },
} as const satisfies Record<string, TextRule>;

/** What is wrong with a text (trimmed first, as the server does), or undefined when it may be sent. */
export function textProblem(value: string, rule: TextRule): string | undefined {
  const text = value.trim();
  if (text.length < rule.min) return fillTemplate(TEXTS.tooShort, { label: rule.label, count: rule.min });
  if (text.length > rule.max) return fillTemplate(TEXTS.tooLong, { label: rule.label, count: rule.max });
  return untypeableTextMessage(text, rule.label, rule.kind);
}

/** What is wrong with a part's quantity as typed, or undefined. */
export function quantityProblem(quantity: number): string | undefined {
  if (!Number.isFinite(quantity)) return TEXTS.quantityNumber;
  if (quantity <= 0) return TEXTS.quantityPositive;
  if (quantity > MAX_QUANTITY) return fillTemplate(TEXTS.quantityAtMost, { count: MAX_QUANTITY });
  // Two decimals at most: 2.5 m of pipe, not 2.555.
  if (Math.abs(Math.round(quantity * 100) - quantity * 100) > 1e-6) return TEXTS.quantityDecimals;
  return undefined;
}
