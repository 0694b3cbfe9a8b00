import { describe, expect, it } from 'vitest';
import { statChange } from './stat-change.ts';

describe('statChange', () => {
  it('says what it counts and against what, as a rounded percentage of a base of 10 or more', () => {
    // Issue 38: '119% from last month' did not say what had grown.
    expect(statChange(35, 16, 'lastMonth', 'openWork')).toMatchObject({
      text: '119% more active tasks than 30 days ago',
      direction: 'up',
    });
    expect(statChange(88, 100, 'lastMonth', 'openWork')).toMatchObject({
      text: '12% fewer active tasks than 30 days ago',
      direction: 'down',
    });
    expect(statChange(97, 100, 'yesterday', 'doneWork')).toMatchObject({
      text: "3% fewer than yesterday's 100 completed",
      direction: 'down',
    });
    expect(statChange(0, 10, 'yesterday', 'doneWork').text).toBe("100% fewer than yesterday's 10 completed");
  });

  it('says the count, not a percentage, from a base under 10 (zero included)', () => {
    expect(statChange(19, 2, 'lastMonth', 'openWork')).toMatchObject({
      text: '17 more active tasks than 30 days ago',
      direction: 'up',
    });
    expect(statChange(1, 0, 'lastMonth', 'openWork').text).toBe('1 more active task than 30 days ago');
    expect(statChange(2, 3, 'yesterday', 'doneWork')).toMatchObject({
      text: "1 fewer than yesterday's 3 completed",
      direction: 'down',
    });
    expect(statChange(5, 0, 'yesterday', 'doneWork').text).toBe("5 more than yesterday's 0 completed");
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
      text: "As many as yesterday's 0 completed",
      direction: 'flat',
      tone: 'neutral',
    });
    expect(statChange(7, 7, 'lastMonth', 'openWork').text).toBe('As many active tasks as 30 days ago');
  });

  it('never calls a real change 0%', () => {
    expect(statChange(1001, 1000, 'lastMonth', 'openWork')).toMatchObject({
      text: '<1% more active tasks than 30 days ago',
      direction: 'up',
    });
  });
});
