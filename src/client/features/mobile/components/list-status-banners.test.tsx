import { describe, expect, it } from 'vitest';
import { savedAge } from './list-status-banners.tsx';

describe('savedAge', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says how old the saved jobs are in the largest whole unit', () => {
    expect(savedAge(ago(20_000), now)).toBe('just now');
    expect(savedAge(ago(5 * 60_000 + 59_000), now)).toBe('5 minutes ago');
    expect(savedAge(ago(2 * 3_600_000 + 1), now)).toBe('2 hours ago');
    expect(savedAge(ago(26 * 3_600_000), now)).toBe('yesterday');
    expect(savedAge(ago(3 * 86_400_000), now)).toBe('3 days ago');
  });

  it('never speaks of the future, and copes with a damaged date', () => {
    expect(savedAge(new Date(now.getTime() + 30_000).toISOString(), now)).toBe('just now');
    expect(savedAge('not a date', now)).toBe('earlier');
  });
});
