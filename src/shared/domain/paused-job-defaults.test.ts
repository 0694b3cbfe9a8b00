import { describe, expect, it } from 'vitest';
import {
  PAUSED_JOB_DEFAULT_VALUES,
  pausedJobDefaultDescription,
  pausedJobDefaultTitle,
} from './paused-job-defaults.ts';

describe('the paused-job defaults', () => {
  it('name a job by its last name and Job Number', () => {
    expect(pausedJobDefaultTitle({ jobLastName: 'Reyes', jobNumber: '48213' })).toBe('Reyes - 48213');
    expect(pausedJobDefaultDescription({ jobLastName: 'Reyes' })).toBe('Paused job for Reyes');
  });

  it('are stored values: a normal, on-hold task with nothing authorized yet', () => {
    expect(PAUSED_JOB_DEFAULT_VALUES).toEqual({
      status: 'on-hold',
      priority: 'normal',
      type: 'task',
      location: 'TBD',
      preAuthStatus: 'N/A',
      authorizationStatus: 'N/A',
      rwpFormStatus: 'N/A',
      preAuthAmount: 0,
      opcAmount: 0,
    });
  });
});
