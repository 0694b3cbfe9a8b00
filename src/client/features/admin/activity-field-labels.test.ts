import { expect, it } from 'vitest';
import { activityFieldLabel } from './activity-field-labels.ts';

it('labels fields as the screens do', () => {
  expect(activityFieldLabel('partEta1')).toBe('Part 1 ETA');
  expect(activityFieldLabel('partReceived3')).toBe('Part 3 Received');
  expect(activityFieldLabel('rwpFormStatus')).toBe('RWP Form Status');
  expect(activityFieldLabel('workOrderId')).toBe('Job #');
});
