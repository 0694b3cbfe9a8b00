import { describe, expect, it } from 'vitest';
import { dayOrNull, dayOrUndefined } from './empty-input-values.ts';

describe('empty date inputs', () => {
  it('keep a date as typed', () => {
    expect(dayOrUndefined('2026-11-02')).toBe('2026-11-02');
    expect(dayOrNull('2026-11-02')).toBe('2026-11-02');
  });

  it('leave an empty date out, or send it as null, as each name says', () => {
    for (const empty of ['', null, undefined]) {
      expect(dayOrUndefined(empty)).toBeUndefined();
      expect(dayOrNull(empty)).toBeNull();
    }
  });
});
