import { describe, expect, it } from 'vitest';
import { pausedJobDescription } from './paused-job-labels.ts';

const insights = (waitingFor: string | null) => ({
  daysOnHold: 1,
  overdueParts: [],
  readyToReturn: false,
  waitingOn: [],
  waitingFor,
});

describe('pausedJobDescription', () => {
  it('reads a JSON description as what the job waits for, and leaves prose alone', () => {
    expect(
      pausedJobDescription({
        description: '{"waitingFor":"Flush valve"}',
        holdInsights: insights('Flush valve'),
      }),
    ).toBe('Waiting for: Flush valve');
    expect(
      pausedJobDescription({
        description: 'Runs constantly.\nWaiting for: valve',
        holdInsights: insights('valve'),
      }),
    ).toBe('Runs constantly.\nWaiting for: valve');
    expect(pausedJobDescription({ description: '{not json', holdInsights: insights(null) })).toBe(
      '{not json',
    );
  });
});
