import { describe, expect, it } from 'vitest';
import { workloadLevel, workloadPercentage } from './workload-level.ts';

describe('workload bar', () => {
  it('counts active work out of 10, capped at 100 %', () => {
    expect(workloadPercentage(0)).toBe(0);
    expect(workloadPercentage(4)).toBe(40);
    expect(workloadPercentage(10)).toBe(100);
    expect(workloadPercentage(14)).toBe(100);
  });

  it('is blue under 50 %, yellow from 50 to under 75 %, red from 75 %', () => {
    expect(workloadLevel(0)).toBe('light');
    expect(workloadLevel(49)).toBe('light');
    expect(workloadLevel(50)).toBe('busy');
    expect(workloadLevel(74)).toBe('busy');
    expect(workloadLevel(75)).toBe('full');
    expect(workloadLevel(100)).toBe('full');
  });
});
