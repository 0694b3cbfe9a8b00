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
  it('leaves out what the job waits for, JSON or a line, which the card shows on its own line', () => {
    expect(
      pausedJobDescription({
        description: '{"waitingFor":"Flush valve"}',
        holdInsights: insights('Flush valve'),
      }),
    ).toBe('');
    expect(
      pausedJobDescription({
        description: 'Runs constantly.\nWaiting for: valve',
        holdInsights: insights('valve'),
      }),
    ).toBe('Runs constantly.');
    expect(pausedJobDescription({ description: '{not json', holdInsights: insights(null) })).toBe(
      '{not json',
    );
  });
});
