import { describe, expect, it } from 'vitest';
import { PriorityInputSchema, pausedStatus, StatusInputSchema } from './work-order-field-inputs.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('vocabulary fields', () => {
  it('store the one value an accepted spelling means', () => {
    expect(StatusInputSchema.parse('Done')).toBe('completed');
    expect(StatusInputSchema.parse('in progress')).toBe('in-progress');
    expect(PriorityInputSchema.parse('HIGH')).toBe('urgent');
    expect(pausedStatus('authorizationStatus', 'Authorization status').parse('partially approved')).toBe(
      'Partial',
    );
  });

  it('refuse another word with the list of values', () => {
    expect(messagesOf(StatusInputSchema.safeParse('someday'))).toEqual([
      'Status must be one of: open, in-progress, on-hold, completed',
    ]);
    expect(messagesOf(PriorityInputSchema.safeParse('whenever'))).toEqual([
      'Priority must be one of: normal, urgent',
    ]);
    expect(messagesOf(pausedStatus('preAuthStatus', 'Pre-auth status').safeParse('maybe'))).toEqual([
      'Pre-auth status must be one of: N/A, Pending, Submitted, Approved, Denied',
    ]);
  });

  it('say what is missing, or that a paused status must be text', () => {
    expect(messagesOf(StatusInputSchema.safeParse(undefined))).toEqual(['Status is required']);
    expect(messagesOf(PriorityInputSchema.safeParse(3))).toEqual(['Priority is required']);
    expect(messagesOf(pausedStatus('rwpFormStatus', 'RWP form status').safeParse(3))).toEqual([
      'RWP form status must be text',
    ]);
  });
});
