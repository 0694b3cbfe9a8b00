import { z } from 'zod';
import { WRITTEN_AT_MAX_AGE_DAYS } from '../domain/comment-written-at.ts';
import { FORM_ERROR_TEXTS } from '../spec-texts/form-texts.ts';
import { dateTimeInput } from './input-dates.ts';
import { multiLine, typedTextRule } from './input-text.ts';
import { CommentSchema } from './work-order.ts';

const COMMENT_TYPES = ['note', 'update'] as const;
const COMMENT_MIN_LENGTH = 3;
export const COMMENT_MAX_LENGTH = 1000;

/** The update dialog's notes (an 'update' comment) need at least 5 characters. */
export const UPDATE_NOTES_MIN_LENGTH = 5;

const commentText = () =>
  z.string({
    error: (issue) => (issue.input === undefined ? FORM_ERROR_TEXTS.commentEmpty : 'Comment must be text'),
  });

/** The text of a comment after trimming: blank first (and only), then 3 to 1000 characters. */
const CommentContentSchema = commentText()
  .trim()
  .min(1, { error: FORM_ERROR_TEXTS.commentEmpty, abort: true })
  .min(COMMENT_MIN_LENGTH, FORM_ERROR_TEXTS.commentTooShort)
  .max(COMMENT_MAX_LENGTH, FORM_ERROR_TEXTS.commentTooLong)
  .superRefine(multiLine('Comment'))
  .meta(typedTextRule('multi-line'));

const CommentTypeSchema = z.enum(COMMENT_TYPES, {
  error: `Comment type must be one of: ${COMMENT_TYPES.join(', ')}`,
});

/** The Add Note form. */
export const CreateNoteSchema = z.object({
  content: CommentContentSchema,
  type: z.literal('note').default('note'),
  notifyAdmin: z.boolean().default(false),
});

/**
 * POST /api/work-orders/{id}/comments takes both comment shapes: the update dialog's
 * `{ text, commentType: 'update' }` and the add-note form's `{ content, type: 'note', notifyAdmin }`.
 * When both are sent, `content` wins over `text` and `type` over `commentType`; the loser is
 * ignored, not validated. With neither type the comment is a note.
 */
export const CreateCommentSchema = z
  .object({
    content: commentText()
      .superRefine(multiLine('Comment'))
      .meta(typedTextRule('multi-line'))
      .nullish()
      .meta({ description: '3 to 1000 characters after trimming; wins over text' }),
    // Checked even when content wins: nothing a person cannot type is accepted anywhere (ADR 020).
    text: commentText()
      .superRefine(multiLine('Comment'))
      .meta(typedTextRule('multi-line'))
      .nullish()
      .meta({ description: 'The update dialog name for content' }),
    type: CommentTypeSchema.optional(),
    commentType: CommentTypeSchema.optional().meta({ description: 'The update dialog name for type' }),
    notifyAdmin: z.boolean({ error: 'notifyAdmin must be true or false' }).default(false),
    writtenAt: dateTimeInput('writtenAt')
      .optional()
      .meta({
        description: `When the author wrote the comment (a note written offline and sent later). Stored as createdAt; receivedAt keeps when it arrived. A time after the server receives it, or more than ${WRITTEN_AT_MAX_AGE_DAYS} days before, is not believed: the comment is then stamped with its arrival, as when omitted. The note is never refused for its time; only a value that is not a date-time from 1900 to 2100 is a 400.`,
      }),
  })
  .transform((body, ctx) => {
    const field = body.content == null && body.text != null ? 'text' : 'content';
    const parsed = CommentContentSchema.safeParse(body[field] ?? '');
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
      return z.NEVER;
    }
    const type = body.type ?? body.commentType ?? 'note';
    if (type === 'update' && parsed.data.length < UPDATE_NOTES_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', message: FORM_ERROR_TEXTS.updateNotesTooShort, path: [field] });
      return z.NEVER;
    }
    const writtenAt = body.writtenAt === undefined ? {} : { writtenAt: body.writtenAt };
    return { content: parsed.data, type, notifyAdmin: body.notifyAdmin, ...writtenAt };
  });
export type NewComment = z.output<typeof CreateCommentSchema>;

export const CommentListSchema = z.array(CommentSchema);
