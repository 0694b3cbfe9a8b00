import { describe, expect, it } from 'vitest';
import { workOrderEtag } from './write-headers.ts';

describe('workOrderEtag', () => {
  it('is the version in double quotes, a strong entity tag (RFC 9110)', () => {
    expect(workOrderEtag(1)).toBe('"1"');
    expect(workOrderEtag(42)).toBe('"42"');
  });
});
