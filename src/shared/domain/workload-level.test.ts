import { describe, expect, it } from 'vitest';
import { workloadLevel } from './workload-level.ts';

const tone = (open: number, inProgress = 0) => workloadLevel(open, inProgress).tone;

describe('workloadLevel', () => {
  it('is blue under half of the capacity of 10', () => {
    expect(tone(0)).toBe('blue');
    expect(tone(2, 2)).toBe('blue');
    expect(tone(4)).toBe('blue');
  });

  it('is yellow from 50 % up to under 75 %', () => {
    expect(tone(5)).toBe('yellow');
    expect(tone(3, 3)).toBe('yellow');
    expect(tone(7)).toBe('yellow');
  });

  it('is red from 75 % up, past the capacity too', () => {
    expect(tone(8)).toBe('red');
    expect(tone(4, 6)).toBe('red');
    expect(tone(12, 3)).toBe('red');
  });

  it('counts open plus in-progress, and caps the bar at full', () => {
    expect(workloadLevel(3, 4)).toEqual({ active: 7, percent: 70, tone: 'yellow' });
    expect(workloadLevel(9, 6)).toEqual({ active: 15, percent: 100, tone: 'red' });
    expect(workloadLevel(0, 0)).toEqual({ active: 0, percent: 0, tone: 'blue' });
  });
});
