import { describe, expect, it } from 'vitest';
import { holdOrDueLabel } from './hold-or-due-label.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const IN_5_HOURS = '2026-11-22T17:00:00Z';

describe('holdOrDueLabel (issue 23: work on hold does not look urgent)', () => {
  it('keeps the due-date urgency for work that is not on hold', () => {
    expect(holdOrDueLabel({ status: 'open', dueDate: IN_5_HOURS }, NOW)).toEqual({
      label: 'Due in 5 hours',
      urgent: true,
    });
    expect(holdOrDueLabel({ status: 'in-progress', dueDate: null }, NOW)).toBeNull();
  });

  it('shows days on hold, never urgent, for an on-hold job due in 5 hours', () => {
    const held = { status: 'on-hold', dueDate: IN_5_HOURS, holdInsights: { daysOnHold: 4 } };
    expect(holdOrDueLabel(held, NOW)).toEqual({ label: 'On hold · 4 days', urgent: false });
  });

  it.each([
    [{ daysOnHold: 1 }, null, 'On hold · 1 day'],
    [{ daysOnHold: 0 }, null, 'On hold · today'],
    [null, '2026-11-19T11:00:00Z', 'On hold · 3 days'],
    [undefined, undefined, 'On hold'],
    [{ daysOnHold: null }, null, 'On hold'],
  ])('insights %j, paused at %j -> %s', (holdInsights, pausedAt, label) => {
    const held = { status: 'on-hold', dueDate: '2026-11-21T00:00:00Z', holdInsights, pausedAt };
    expect(holdOrDueLabel(held, NOW)).toEqual({ label, urgent: false });
  });
});
