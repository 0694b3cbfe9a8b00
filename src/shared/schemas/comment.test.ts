import { describe, expect, it } from 'vitest';
import { CreateNoteSchema } from './comment.ts';

const messageOf = (content: unknown) =>
  CreateNoteSchema.safeParse({ content }).error?.issues.map((i) => i.message);

describe('CreateNoteSchema (the add-note form shows the server words)', () => {
  it('gives exactly one message per failure, blank first', () => {
    expect(messageOf(undefined)).toEqual(['Comment content cannot be empty']);
    expect(messageOf('  \t ')).toEqual(['Comment content cannot be empty']);
    expect(messageOf(' ab ')).toEqual(['Comment must be at least 3 characters.']);
    expect(messageOf('z'.repeat(1001))).toEqual(['Comment must be less than 1000 characters.']);
  });

  it('trims and fills the defaults', () => {
    expect(CreateNoteSchema.parse({ content: '  call back  ' })).toEqual({
      content: 'call back',
      type: 'note',
      notifyAdmin: false,
    });
  });
});
