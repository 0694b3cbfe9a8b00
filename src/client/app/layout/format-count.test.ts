import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it.each([
    [0, '9+', '0'],
    [9, '9+', '9'],
    [10, '9+', '9+'],
    [99, '99+', '99'],
    [100, '99+', '99+'],
    [4_000, '99+', '99+'],
  ])('%i capped at %s shows %s', (count, cap, shown) => {
    expect(formatCount(count, cap)).toBe(shown);
  });
});
