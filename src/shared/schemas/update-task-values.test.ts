import { describe, expect, it } from 'vitest';
import { CreateCommentSchema } from './comment.ts';
import { UpdateTaskFormSchema } from './update-task-values.ts';

const messages = (input: unknown) => {
  const result = UpdateTaskFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('UpdateTaskFormSchema', () => {
  it('accepts the four statuses and both priorities, and trims the notes', () => {
    for (const status of ['open', 'in-progress', 'on-hold', 'completed']) {
      expect(UpdateTaskFormSchema.parse({ status, priority: 'urgent', notes: '  Parts arrived  ' })).toEqual({
        status,
        priority: 'urgent',
        notes: 'Parts arrived',
      });
    }
  });

  it('asks for at least 5 characters of notes, not counting surrounding blanks', () => {
    expect(messages({ status: 'open', priority: 'normal', notes: 'abcd' })).toEqual([
      'Update notes must be at least 5 characters',
    ]);
    expect(messages({ status: 'open', priority: 'normal', notes: '   abcd    ' })).toEqual([
      'Update notes must be at least 5 characters',
    ]);
    expect(messages({ status: 'open', priority: 'normal', notes: 'abcde' })).toEqual([]);
  });

  it('caps the notes at the comment limit, so every accepted note is a valid comment', () => {
    const longest = 'x'.repeat(1000);
    expect(messages({ status: 'open', priority: 'normal', notes: longest })).toEqual([]);
    expect(CreateCommentSchema.safeParse({ text: longest, commentType: 'update' }).success).toBe(true);
    expect(messages({ status: 'open', priority: 'normal', notes: `${longest}x` })).toEqual([
      'Update notes must be at most 1000 characters',
    ]);
  });

  it('rejects statuses and priorities outside the stored vocabulary', () => {
    expect(messages({ status: 'archived', priority: 'high', notes: 'valid notes' })).toHaveLength(2);
  });
});
