import { describe, expect, it } from 'vitest';
import { pausedJobDescription, pausedJobNumber } from './paused-job-labels.ts';

const insights = (waitingFor: string | null) => ({
  daysOnHold: 1,
  overdueParts: [],
  readyToReturn: false,
  waitingFor,
});

describe('pausedJobNumber', () => {
  it('is the job number, else the work order #', () => {
    expect(pausedJobNumber({ jobNumber: ' 48213 ', workOrderId: 'P1' })).toBe('48213');
    expect(pausedJobNumber({ jobNumber: null, workOrderId: 'P1' })).toBe('P1');
    expect(pausedJobNumber({ jobNumber: '  ', workOrderId: 'P1' })).toBe('P1');
  });
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
