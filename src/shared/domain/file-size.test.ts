import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1_234_567, '1.18 MB'],
    [1024 ** 2, '1 MB'],
    [1024 ** 3, '1 GB'],
    [2.25 * 1024 ** 4, '2.25 TB'],
    [5 * 1024 ** 5, '5120 TB'],
  ])('%d bytes -> %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('refuses what cannot be a size', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
    expect(() => formatFileSize(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
