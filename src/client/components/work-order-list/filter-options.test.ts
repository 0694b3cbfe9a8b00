import { expect, it } from 'vitest';
import { statusFilterOptions } from './filter-options.ts';

it('a Status filter offers All, then the statuses given with their labels', () => {
  expect(statusFilterOptions(['open', 'on-hold'])).toEqual([
    { value: 'all', label: 'All' },
    { value: 'open', label: 'Active' },
    { value: 'on-hold', label: 'On Hold' },
  ]);
});
