import { describe, expect, it } from 'vitest';
import { PHONE_MIN_DIGITS, phoneSearchDigits } from './phone-search.ts';

describe('phoneSearchDigits', () => {
  it('keeps the digits of a number written with the punctuation people use', () => {
    expect(phoneSearchDigits('(555) 466-8684')).toBe('5554668684');
    expect(phoneSearchDigits(' 555.466.8684 ')).toBe('5554668684');
    expect(phoneSearchDigits('466-8684')).toBe('4668684');
    expect(phoneSearchDigits('555/466 8684')).toBe('5554668684');
  });

  it('drops the country code 1 of a full number', () => {
    expect(phoneSearchDigits('+1 555 466 8684')).toBe('5554668684');
    expect(phoneSearchDigits('15554668684')).toBe('5554668684');
    expect(phoneSearchDigits('+44 20 7946 0958')).toBe('442079460958');
  });

  it(`is no phone search under ${PHONE_MIN_DIGITS} digits, or with letters`, () => {
    expect(phoneSearchDigits('12')).toBeUndefined();
    expect(phoneSearchDigits('466-868')).toBeUndefined();
    expect(phoneSearchDigits('call 466-8684')).toBeUndefined();
    expect(phoneSearchDigits('P1700000000-4')).toBeUndefined();
    expect(phoneSearchDigits('')).toBeUndefined();
  });
});
