import { z } from 'zod';
import { multiLine, typedTextRule } from './input-text.ts';
import { QuestionSchema } from './work-order.ts';

export { type Question, QuestionSchema } from './work-order.ts';

const QUESTION_MAX_LENGTH = 1000;
const ANSWER_MAX_LENGTH = 2000;

/** POST /api/work-orders/{id}/questions: someone asks about the job . */
export const CreateQuestionSchema = z.object({
  question: z
    .string({ error: 'Question is required' })
    .trim()
    .min(1, 'Question is required')
    .max(QUESTION_MAX_LENGTH, `Question must be at most ${QUESTION_MAX_LENGTH} characters`)
    .superRefine(multiLine('Question'))
    .meta(typedTextRule('multi-line')),
});
export type CreateQuestion = z.input<typeof CreateQuestionSchema>;

/** PATCH /api/work-orders/{id}/questions/{questionId}: answer it, change the answer, or clear it (null). */
export const AnswerQuestionSchema = z.object({
  answer: z
    .string({ error: 'Answer must be text' })
    .trim()
    .max(ANSWER_MAX_LENGTH, `Answer must be at most ${ANSWER_MAX_LENGTH} characters`)
    .superRefine(multiLine('Answer'))
    .meta(typedTextRule('multi-line'))
    .transform((value) => value || null)
    .nullable(),
});
export type AnswerQuestion = z.input<typeof AnswerQuestionSchema>;

export const QuestionListSchema = z.array(QuestionSchema);
