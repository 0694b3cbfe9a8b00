import { describe, expect, it } from 'vitest';
import { checkedStorageKey, keysOfAttachment, newStorageKey, renditionKey } from './storage-key.ts';

const UUID = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

describe('storage keys of renditions (ADR 048)', () => {
  it("derives each rendition's key from the original's, and removal covers all three", () => {
    expect(renditionKey(`${UUID}.jpg`, 'thumbnail')).toBe(`${UUID}.thumbnail.webp`);
    expect(renditionKey(`${UUID}.png`, 'display')).toBe(`${UUID}.display.webp`);
    expect(keysOfAttachment(`${UUID}.jpg`)).toEqual([
      `${UUID}.jpg`,
      `${UUID}.thumbnail.webp`,
      `${UUID}.display.webp`,
    ]);
    const fresh = newStorageKey('gif');
    expect(keysOfAttachment(fresh)).toHaveLength(3);
  });

  it('accepts the two rendition forms and still refuses any other name', () => {
    expect(checkedStorageKey(`${UUID}.thumbnail.webp`)).toBe(`${UUID}.thumbnail.webp`);
    for (const key of [
      `${UUID}.preview.webp`,
      `${UUID}.thumbnail.thumbnail.webp`,
      `${UUID}.thumbnail`,
      `../${UUID}.thumbnail.webp`,
      `${UUID}.thumbnail.webp/..`,
      'thumbnail.webp',
    ]) {
      expect(() => checkedStorageKey(key), key).toThrow(/Invalid storage key/);
    }
    // A rendition has no renditions of its own; a key that is no original's is left to the store.
    expect(() => renditionKey(`${UUID}.thumbnail.webp`, 'display')).toThrow(/Invalid storage key/);
    expect(keysOfAttachment('not-a-key')).toEqual(['not-a-key']);
  });
});
