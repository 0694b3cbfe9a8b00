import { describe, expect, it } from 'vitest';
import { isoOrNull } from './iso-or-null.ts';

describe('isoOrNull', () => {
  it('writes a date in UTC, and null as null', () => {
    expect(isoOrNull(new Date('2026-01-15T00:00:00+02:00'))).toBe('2026-01-14T22:00:00.000Z');
    expect(isoOrNull(null)).toBeNull();
  });
});
