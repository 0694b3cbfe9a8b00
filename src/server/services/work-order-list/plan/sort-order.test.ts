import { describe, expect, it } from 'vitest';
import { searchOrderFor } from './sort-order.ts';

describe('searchOrderFor', () => {
  it('ranks a search without a sort, by completion for completed work only', () => {
    expect(searchOrderFor(undefined, undefined)).toEqual({ key: 'created', tiers: true });
    expect(searchOrderFor(undefined, ['completed'])).toEqual({ key: 'completed', tiers: true });
    expect(searchOrderFor(undefined, ['completed', 'open'])).toEqual({ key: 'created', tiers: true });
  });

  it("keeps the list's sort: newest created or completed from the index, any other by reading every match", () => {
    expect(searchOrderFor('-createdAt', ['completed'])).toEqual({ key: 'created', tiers: false });
    expect(searchOrderFor('-completedAt', ['completed'])).toEqual({ key: 'completed', tiers: false });
    expect(searchOrderFor('dueDate', undefined)).toBeUndefined();
  });
});
