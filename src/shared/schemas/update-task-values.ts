import { z } from 'zod';
import { WORK_ORDER_PRIORITIES } from '../domain/work-order-priority.ts';
import { WORK_ORDER_STATUSES } from '../domain/work-order-status.ts';
import { FORM_ERROR_TEXTS } from '../spec-texts/form-texts.ts';
import { COMMENT_MAX_LENGTH, UPDATE_NOTES_MIN_LENGTH } from './comment.ts';
import { multiLine, typedTextRule } from './input-text.ts';

/** Update Task: the notes become an update comment, so the comment rules bound them. */
const UPDATE_NOTES_TOO_LONG_MESSAGE = `Update notes must be at most ${COMMENT_MAX_LENGTH} characters`;

/**
 * The Update Task dialog: status and priority go to PATCH /api/work-orders/{id},
 * the notes to POST /api/work-orders/{id}/comments as `{ text, commentType: 'update' }`.
 */
export const UpdateTaskFormSchema = z.object({
  status: z.enum(WORK_ORDER_STATUSES, {
    error: `Status must be one of: ${WORK_ORDER_STATUSES.join(', ')}`,
  }),
  priority: z.enum(WORK_ORDER_PRIORITIES, {
    error: `Priority must be one of: ${WORK_ORDER_PRIORITIES.join(', ')}`,
  }),
  // Trimmed first: five spaces are not an update anyone can read.
  notes: z
    .string({ error: FORM_ERROR_TEXTS.updateNotesTooShort })
    .trim()
    .min(UPDATE_NOTES_MIN_LENGTH, FORM_ERROR_TEXTS.updateNotesTooShort)
    .max(COMMENT_MAX_LENGTH, UPDATE_NOTES_TOO_LONG_MESSAGE)
    .superRefine(multiLine('Update notes'))
    .meta(typedTextRule('multi-line')),
});
export type UpdateTaskFormInput = z.input<typeof UpdateTaskFormSchema>;
export type UpdateTaskValues = z.output<typeof UpdateTaskFormSchema>;
