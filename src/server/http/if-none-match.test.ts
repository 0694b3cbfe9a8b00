import { describe, expect, it } from 'vitest';
import { ifNoneMatchHas } from './if-none-match.ts';

describe('ifNoneMatchHas', () => {
  const etag = '"12-thumbnail-v1"';

  it('finds the tag alone, in a list, weak, or as *', () => {
    expect(ifNoneMatchHas(etag, etag)).toBe(true);
    expect(ifNoneMatchHas(`"other", ${etag}`, etag)).toBe(true);
    expect(ifNoneMatchHas(`W/${etag}`, etag)).toBe(true);
    expect(ifNoneMatchHas('*', etag)).toBe(true);
  });

  it('does not match another tag, the tag unquoted, or no header', () => {
    expect(ifNoneMatchHas('"12-display-v1"', etag)).toBe(false);
    expect(ifNoneMatchHas('12-thumbnail-v1', etag)).toBe(false);
    expect(ifNoneMatchHas(undefined, etag)).toBe(false);
    expect(ifNoneMatchHas('', etag)).toBe(false);
  });
});
