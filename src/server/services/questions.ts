import { and, asc, eq, sql } from 'drizzle-orm';
import { clipText, PREVIEW_LENGTH } from '#shared/domain/clip-text.ts';
import type { Question } from '#shared/schemas/question.ts';
import type { Db, Executor } from '../db/client.ts';
import { questions, workOrders } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { aboutWorkOrder, recordActivity } from './activity-log.ts';
import { liveWorkOrderById } from './live-work-orders.ts';
import { notify, workOrderAudience } from './notify.ts';
import { toQuestion } from './question-view.ts';
import { findWorkOrderRow, WORK_ORDER_NOT_FOUND } from './work-order-detail.ts';

const QUESTION_NOT_FOUND = 'Question not found';

type Employee = { id: number; name: string };

/** A work order's questions, oldest first: they read as a conversation. */
export async function listQuestions(db: Db, orderId: number): Promise<Question[]> {
  await findWorkOrderRow(db, orderId);
  const rows = await db
    .select()
    .from(questions)
    .where(eq(questions.workOrderId, orderId))
    .orderBy(asc(questions.createdAt), asc(questions.id));
  return rows.map(toQuestion);
}

/** Bumps updatedAt, which both proves the order exists and orders concurrent writers on its row. */
async function touchWorkOrder(tx: Executor, orderId: number): Promise<string> {
  const [order] = await tx
    .update(workOrders)
    .set({ updatedAt: sql`now()` })
    .where(liveWorkOrderById(orderId))
    .returning({ label: workOrders.workOrderId });
  if (!order) throw new AppError('not_found', WORK_ORDER_NOT_FOUND);
  return order.label;
}

export async function askQuestion(
  db: Db,
  args: { orderId: number; asker: Employee; question: string },
): Promise<Question> {
  const { orderId, asker, question } = args;
  return db.transaction(async (tx) => {
    const label = await touchWorkOrder(tx, orderId);
    const [row] = await tx
      .insert(questions)
      .values({ workOrderId: orderId, question, askedBy: asker.id })
      .returning();
    if (!row) throw new Error('insert returned no question');
    await recordActivity(tx, {
      ...aboutWorkOrder(orderId, label),
      action: 'question_asked',
      newValue: { questionId: row.id, question },
      actorId: asker.id,
    });
    await notify(tx, {
      kind: 'comment',
      recipientIds: await workOrderAudience(tx, orderId),
      title: `New question on #${label}`,
      message: `${asker.name}: ${clipText(question, PREVIEW_LENGTH)}`,
      workOrderId: orderId,
      actorId: asker.id,
    });
    return toQuestion(row);
  });
}

/** Answers, changes or (with null) clears the answer of one of the order's questions. */
export async function answerQuestion(
  db: Db,
  args: { orderId: number; questionId: number; answerer: Employee; answer: string | null },
): Promise<Question> {
  const { orderId, questionId, answerer, answer } = args;
  return db.transaction(async (tx) => {
    // Locks the order (as the updatedAt bump would) but leaves it untouched until something changes.
    await findWorkOrderRow(tx, orderId, { lock: true });
    // Scoped to the order in the URL, so another order's question is as unknown as a missing one.
    const [current] = await tx
      .select()
      .from(questions)
      .where(and(eq(questions.id, questionId), eq(questions.workOrderId, orderId)))
      .for('update');
    if (!current) throw new AppError('not_found', QUESTION_NOT_FOUND);
    // Saving the same answer again is not news: no log line, no notification, no updatedAt bump.
    if (current.answer === answer) return toQuestion(current);
    const label = await touchWorkOrder(tx, orderId);
    const [row] = await tx
      .update(questions)
      .set(
        answer === null
          ? { answer: null, answeredBy: null, answeredAt: null }
          : { answer, answeredBy: answerer.id, answeredAt: sql`now()` },
      )
      .where(eq(questions.id, questionId))
      .returning();
    if (!row) throw new Error('update returned no question');
    await recordActivity(tx, {
      ...aboutWorkOrder(orderId, label),
      action: answer === null ? 'question_answer_cleared' : 'question_answered',
      field: 'answer',
      oldValue: { questionId, answer: current.answer },
      newValue: { questionId, answer },
      actorId: answerer.id,
    });
    if (answer !== null) {
      // The asker wants the answer even when they are not on the order.
      const audience = await workOrderAudience(tx, orderId);
      await notify(tx, {
        kind: 'comment',
        recipientIds: current.askedBy === null ? audience : [...audience, current.askedBy],
        title: `Question answered on #${label}`,
        message: `${answerer.name}: ${clipText(answer, PREVIEW_LENGTH)}`,
        workOrderId: orderId,
        actorId: answerer.id,
      });
    }
    return toQuestion(row);
  });
}
