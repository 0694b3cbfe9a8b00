import { describe, expect, it } from 'vitest';
import { ifMatchAccepts } from '../services/if-match-condition.ts';
import { parseIfMatch } from './if-match.ts';

/** Whether `If-Match: header` lets a write through to a resource whose ETag is `etag`. */
function accepts(header: string, etag: string): boolean {
  const condition = parseIfMatch(header);
  if (!condition) throw new Error('a sent If-Match is a condition');
  return ifMatchAccepts(condition, etag);
}

describe('If-Match', () => {
  it('is no condition when not sent', () => {
    expect(parseIfMatch(undefined)).toBeUndefined();
  });

  it('matches the current tag, any tag of a list, or anything with *', () => {
    expect(accepts('"7"', '"7"')).toBe(true);
    expect(accepts('"6", "7"', '"7"')).toBe(true);
    expect(accepts('"6","8"', '"7"')).toBe(false);
    expect(accepts('*', '"7"')).toBe(true);
    expect(accepts('"6"', '"7"')).toBe(false);
  });

  it('never matches a weak tag: If-Match compares strongly (RFC 9110 8.8.3.2)', () => {
    expect(accepts('W/"7"', '"7"')).toBe(false);
    expect(accepts('W/"7", "7"', '"7"')).toBe(true);
  });
});
