import { describe, expect, it } from 'vitest';
import { statChange } from './stat-change.ts';

describe('statChange', () => {
  it('gives the rounded percentage of the previous value, with its direction', () => {
    expect(statChange(112, 100, 'lastMonth')).toEqual({ text: '12% from last month', direction: 'up' });
    expect(statChange(97, 100, 'yesterday')).toEqual({ text: '3% from yesterday', direction: 'down' });
    expect(statChange(2, 3, 'yesterday')).toEqual({ text: '33% from yesterday', direction: 'down' });
    expect(statChange(0, 4, 'yesterday')).toEqual({ text: '100% from yesterday', direction: 'down' });
    expect(statChange(30, 10, 'lastMonth')).toEqual({ text: '200% from last month', direction: 'up' });
  });

  it('says the count, not a percentage, when the previous value was zero', () => {
    expect(statChange(5, 0, 'yesterday')).toEqual({ text: '+5 from yesterday', direction: 'up' });
    expect(statChange(1, 0, 'lastMonth')).toEqual({ text: '+1 from last month', direction: 'up' });
  });

  it('says there was no change when both are equal, zero included', () => {
    expect(statChange(0, 0, 'yesterday')).toEqual({ text: 'No change from yesterday', direction: 'flat' });
    expect(statChange(7, 7, 'lastMonth')).toEqual({ text: 'No change from last month', direction: 'flat' });
  });

  it('never calls a real change 0%', () => {
    expect(statChange(1001, 1000, 'lastMonth')).toEqual({ text: '<1% from last month', direction: 'up' });
    expect(statChange(999, 1000, 'lastMonth')).toEqual({ text: '<1% from last month', direction: 'down' });
  });
});
