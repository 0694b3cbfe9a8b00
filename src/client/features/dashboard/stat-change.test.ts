import { describe, expect, it } from 'vitest';
import { statChange } from './stat-change.ts';

describe('statChange', () => {
  it('gives the rounded percentage of a base of 10 or more, with its direction', () => {
    expect(statChange(112, 100, 'lastMonth', 'openWork')).toMatchObject({
      text: '12% from last month',
      direction: 'up',
    });
    expect(statChange(97, 100, 'yesterday', 'doneWork')).toMatchObject({
      text: '3% from yesterday',
      direction: 'down',
    });
    expect(statChange(30, 10, 'lastMonth', 'openWork')).toMatchObject({ text: '200% from last month' });
    expect(statChange(0, 10, 'yesterday', 'doneWork')).toMatchObject({ text: '100% from yesterday' });
  });

  it('says the count, not a percentage, from a base under 10 (zero included)', () => {
    // Issue 23: 'Total Tasks 33, 106% from last month' was computed from a small base.
    expect(statChange(33, 16, 'lastMonth', 'openWork').text).toBe('106% from last month');
    expect(statChange(19, 2, 'lastMonth', 'openWork')).toMatchObject({
      text: '+17 from last month',
      direction: 'up',
    });
    expect(statChange(2, 3, 'yesterday', 'doneWork')).toMatchObject({
      text: '-1 from yesterday',
      direction: 'down',
    });
    expect(statChange(0, 9, 'yesterday', 'doneWork').text).toBe('-9 from yesterday');
    expect(statChange(5, 0, 'yesterday', 'doneWork').text).toBe('+5 from yesterday');
    expect(statChange(1, 0, 'lastMonth', 'openWork').text).toBe('+1 from last month');
  });

  it('colours by meaning: more open work is never good, more completed work is', () => {
    expect(statChange(40, 20, 'lastMonth', 'openWork').tone).toBe('attention');
    expect(statChange(10, 20, 'lastMonth', 'openWork').tone).toBe('good');
    expect(statChange(8, 4, 'yesterday', 'doneWork').tone).toBe('good');
    // Today is not over, so fewer than yesterday is no alarm.
    expect(statChange(1, 4, 'yesterday', 'doneWork').tone).toBe('neutral');
  });

  it('says there was no change when both are equal, zero included, in a quiet tone', () => {
    expect(statChange(0, 0, 'yesterday', 'doneWork')).toEqual({
      text: 'No change from yesterday',
      direction: 'flat',
      tone: 'neutral',
    });
    expect(statChange(7, 7, 'lastMonth', 'openWork').text).toBe('No change from last month');
  });

  it('never calls a real change 0%', () => {
    expect(statChange(1001, 1000, 'lastMonth', 'openWork')).toMatchObject({
      text: '<1% from last month',
      direction: 'up',
    });
    expect(statChange(999, 1000, 'lastMonth', 'openWork')).toMatchObject({
      text: '<1% from last month',
      direction: 'down',
    });
  });
});
