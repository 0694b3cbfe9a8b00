import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  MAX_MINUTES_ON_SITE as CONTRACT_MAX_MINUTES,
  MAX_SIGNATURE_BYTES as CONTRACT_MAX_SIGNATURE_BYTES,
  HAND_BACK_PHOTO_LABELS,
  HandBackInputSchema,
  HandBackOutcomeInputSchema,
  HandBackPartInputSchema,
  HandBackSignOffInputSchema,
  MAX_HAND_BACK_PARTS,
  MAX_HAND_BACK_PHOTOS_PER_LABEL,
  MAX_PART_QUANTITY,
  SIGNATURE_MAX_SIDE_PX,
  SIGNATURE_MIN_SIDE_PX,
} from '#shared/schemas/hand-back.ts';
import {
  MAX_MINUTES_ON_SITE,
  MAX_PARTS,
  MAX_PHOTOS_PER_LABEL,
  MAX_QUANTITY,
  MAX_SIGNATURE_BYTES,
  PHOTO_LABELS,
  quantityProblem,
  SIGNATURE_SIDE_PX,
  TEXT_RULES,
  textProblem,
} from './hand-back-limits.ts';

/** The schema's first message for a value, or undefined when it takes it. */
const schemaSays = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

/** Each phone rule beside the part of the contract it mirrors. */
const FIELDS: [keyof typeof TEXT_RULES, (value: string) => string | undefined][] = [
  ['workDone', (value) => schemaSays(HandBackInputSchema.shape.workDone, value)],
  ['description', (value) => schemaSays(HandBackPartInputSchema.shape.description, value)],
  ['partNumber', (value) => schemaSays(HandBackPartInputSchema.shape.partNumber, value)],
  ['timeChangeReason', (value) => schemaSays(HandBackInputSchema.shape.timeChangeReason, value)],
  ['signerName', (value) => schemaSays(HandBackSignOffInputSchema, { kind: 'signed', signerName: value })],
  [
    'notPresentReason',
    (value) => schemaSays(HandBackSignOffInputSchema, { kind: 'customer-not-present', reason: value }),
  ],
  [
    'notFinishedReason',
    (value) =>
      schemaSays(HandBackOutcomeInputSchema, { kind: 'not-finished', reason: value, returnNeeded: false }),
  ],
  [
    'waitingForPart',
    (value) =>
      schemaSays(HandBackOutcomeInputSchema, {
        kind: 'not-finished',
        reason: 'Part on order',
        returnNeeded: true,
        waitingForPart: value,
      }),
  ],
];

describe("the sheet's checks hold the contract's limits without loading zod", () => {
  it('has the same numbers as the contract', () => {
    expect([...PHOTO_LABELS]).toEqual([...HAND_BACK_PHOTO_LABELS]);
    expect(MAX_PARTS).toBe(MAX_HAND_BACK_PARTS);
    expect(MAX_PHOTOS_PER_LABEL).toBe(MAX_HAND_BACK_PHOTOS_PER_LABEL);
    expect(MAX_SIGNATURE_BYTES).toBe(CONTRACT_MAX_SIGNATURE_BYTES);
    expect(SIGNATURE_SIDE_PX).toEqual({ min: SIGNATURE_MIN_SIDE_PX, max: SIGNATURE_MAX_SIDE_PX });
    expect(MAX_QUANTITY).toBe(MAX_PART_QUANTITY);
    expect(MAX_MINUTES_ON_SITE).toBe(CONTRACT_MAX_MINUTES);
  });

  it.each(FIELDS)('says of %s what the contract says, at and around its bounds', (field, contract) => {
    const { min, max } = TEXT_RULES[field];
    const samples = [
      '',
      '   ',
      'a',
      'ab',
      'abc',
      'x'.repeat(min),
      ` ${'x'.repeat(min)} `,
      'x'.repeat(Math.max(0, min - 1)),
      'x'.repeat(max),
      'x'.repeat(max + 1),
      'line one\nline two',
      'tab\there',
      `nul${String.fromCharCode(0)}here`,
      `bell${String.fromCharCode(7)}here`,
      'lone \uD800 surrogate',
    ];
    for (const sample of samples)
      expect([sample, textProblem(sample, TEXT_RULES[field])]).toEqual([sample, contract(sample)]);
  });

  it("says of a part's quantity what the contract says", () => {
    const contract = HandBackPartInputSchema.shape.quantity;
    for (const quantity of [
      Number.NaN,
      -1,
      0,
      0.001,
      0.01,
      0.1 + 0.2,
      1,
      2.5,
      2.55,
      2.555,
      999,
      999.01,
      1000,
      1.1e3,
    ]) {
      expect([quantity, quantityProblem(quantity)]).toEqual([quantity, schemaSays(contract, quantity)]);
    }
  });
});
