import { describe, expect, it } from 'vitest';
import {
  HAND_BACK_STATUSES,
  HandBackOutcomeInputSchema,
  HandBackPartInputSchema,
  HandBackPhotoSchema,
  HandBackSignOffInputSchema,
  MAX_HAND_BACK_PARTS,
  MAX_PART_QUANTITY,
} from './hand-back.ts';

/** The pieces of the hand-back's input that both the phone and the server judge by. */
describe('a part line', () => {
  it('takes more than 0, at most MAX_PART_QUANTITY, to two decimals', () => {
    const part = (quantity: number) =>
      HandBackPartInputSchema.safeParse({ description: 'Pipe', quantity }).success;
    expect([0.01, 2.5, MAX_PART_QUANTITY].map(part)).toEqual([true, true, true]);
    expect([0, -1, MAX_PART_QUANTITY + 1, 1.005].map(part)).toEqual([false, false, false, false]);
  });
});

describe('the sign-off and the outcome', () => {
  it('need a printed name when signed, a reason when the customer is not present', () => {
    expect(HandBackSignOffInputSchema.safeParse({ kind: 'signed', signerName: 'J' }).success).toBe(false);
    expect(HandBackSignOffInputSchema.safeParse({ kind: 'signed', signerName: 'Jo Lee' }).success).toBe(true);
    expect(HandBackSignOffInputSchema.safeParse({ kind: 'customer-not-present', reason: '' }).success).toBe(
      false,
    );
  });

  it('need a reason and whether a return is needed when not finished', () => {
    expect(HandBackOutcomeInputSchema.safeParse({ kind: 'done' }).success).toBe(true);
    expect(HandBackOutcomeInputSchema.safeParse({ kind: 'not-finished', reason: 'No part' }).success).toBe(
      false,
    );
    expect(
      HandBackOutcomeInputSchema.safeParse({ kind: 'not-finished', reason: 'No part', returnNeeded: true })
        .success,
    ).toBe(true);
  });
});

describe('the answer', () => {
  it('names each photo by its attachment and label, and a hand-back by one of its statuses', () => {
    expect(
      HandBackPhotoSchema.safeParse({ attachmentId: 3, label: 'during', fileName: 'a.jpg' }).success,
    ).toBe(false);
    expect(HAND_BACK_STATUSES).toEqual(['awaiting-review', 'reviewed', 'reopened']);
    expect(MAX_HAND_BACK_PARTS).toBe(30);
  });
});
