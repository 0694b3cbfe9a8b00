import { describe, expect, it } from 'vitest';
import { nothingElsewhere, searchElsewhereLinks } from './search-elsewhere.ts';

describe('the other lists a search finds work on (issue 23)', () => {
  it('links each list with matches, carrying the search', () => {
    expect(searchElsewhereLinks('Smith & Co', { paused: 2, completed: 1 })).toEqual([
      { page: 'paused', to: '/paused-jobs?search=Smith+%26+Co', text: '2 paused jobs match' },
      { page: 'completed', to: '/completed-tasks?search=Smith+%26+Co', text: '1 completed task matches' },
    ]);
    expect(searchElsewhereLinks('valve', { paused: 1, completed: 7 }).map((link) => link.text)).toEqual([
      '1 paused job matches',
      '7 completed tasks match',
    ]);
  });

  it('gives no link for a list with none, or a count not known yet', () => {
    expect(searchElsewhereLinks('valve', { paused: 0, completed: undefined })).toEqual([]);
    expect(searchElsewhereLinks('valve', { paused: undefined, completed: 3 }).map((l) => l.page)).toEqual([
      'completed',
    ]);
    expect(searchElsewhereLinks('', { paused: 4, completed: 4 })).toEqual([]);
  });

  it('says nothing matched only once both counts are in and zero', () => {
    expect(nothingElsewhere({ paused: 0, completed: 0 })).toBe(true);
    expect(nothingElsewhere({ paused: 0, completed: undefined })).toBe(false);
    expect(nothingElsewhere({ paused: 0, completed: 1 })).toBe(false);
  });
});
