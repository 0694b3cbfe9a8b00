import { describe, expect, it } from 'vitest';
import { DIALOG_STATUS_DEFAULTS } from './paused-job-status.ts';
import { pausedStatusText } from './paused-status-text.ts';

describe('pausedStatusText (issue 23: one text per paused status everywhere)', () => {
  it.each([
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['', 'N/A'],
    ['   ', 'N/A'],
    ['Pending', 'Pending'],
    ['Submitted', 'Submitted'],
    [' w/ Part ', 'w/ Part'],
    ['Partial', 'Partial'],
  ])('%j reads %j', (value, expected) => {
    expect(pausedStatusText(value)).toBe(expected);
  });

  it('does not borrow the dialog select default for a status nobody has set', () => {
    expect(pausedStatusText(null)).not.toBe(DIALOG_STATUS_DEFAULTS.preAuthStatus);
    expect(pausedStatusText(null)).not.toBe(DIALOG_STATUS_DEFAULTS.authorizationStatus);
  });
});
