import type { Question } from '#shared/schemas/question.ts';
import type { questions } from '../db/schema.ts';
import { isoOrNull } from './iso-or-null.ts';

export type QuestionRow = typeof questions.$inferSelect;

/** A question as the API returns it, in the detail and in the questions list alike. */
export function toQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    createdAt: row.createdAt.toISOString(),
    answeredAt: isoOrNull(row.answeredAt),
  };
}
