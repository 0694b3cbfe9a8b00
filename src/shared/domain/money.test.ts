import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, MAX_AMOUNT, parseMoney } from './money.ts';

describe('parseMoney', () => {
  it.each([
    ['$1,234.50', 1234.5],
    ['1234.5', 1234.5],
    ['1,234', 1234],
    ['$0.00', 0],
    ['.5', 0.5],
    ['  $ 12  ', 12],
    ['', 0],
    ['$', 0],
    ['1,234,567.89', 1234567.89],
  ])('reads %j as %d', (text, amount) => {
    expect(parseMoney(text)).toBe(amount);
  });

  it.each(['12abc', '1,2,3', '-5', '1.234', '$$5', '12,34', '1e5', 'NaN', '.', '10000000000'])(
    'refuses %j',
    (text) => {
      expect(parseMoney(text)).toBeNull();
    },
  );

  it('reads back whatever formatMoney writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT * 100 }), (cents) => {
        expect(parseMoney(formatMoney(cents / 100))).toBe(cents / 100);
      }),
    );
  });
});

describe('formatMoney', () => {
  it('writes dollars with cents, and nothing as $0.00', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney(undefined)).toBe('$0.00');
  });
});
