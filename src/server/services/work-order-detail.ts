import { asc, count, desc, eq } from 'drizzle-orm';
import type { WorkOrder, WorkOrderDetail } from '#shared/schemas/work-order.ts';
import type { Executor } from '../db/client.ts';
import { attachments, comments, employees, questions, workOrders } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { toComment } from './comment-view.ts';
import { liveWorkOrderById } from './live-work-orders.ts';
import { toQuestion } from './question-view.ts';
import { loadAssignees, toWorkOrder, type WorkOrderRow } from './work-order-view.ts';

export const WORK_ORDER_NOT_FOUND = 'Work order not found';

export async function findWorkOrderRow(executor: Executor, id: number, options: { lock?: boolean } = {}) {
  // A deleted order is as unknown as one that never existed (ADR 029).
  const query = executor.select().from(workOrders).where(liveWorkOrderById(id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found', WORK_ORDER_NOT_FOUND);
  return row;
}

export async function presentWorkOrder(executor: Executor, row: WorkOrderRow): Promise<WorkOrder> {
  const assignees = await loadAssignees(executor, [row.id]);
  return toWorkOrder(row, assignees.get(row.id) ?? []);
}

/** One order with its people, comments newest first (author name and photo), questions, file count. */
export async function getWorkOrderDetail(executor: Executor, id: number): Promise<WorkOrderDetail> {
  const row = await findWorkOrderRow(executor, id);
  const [order, commentRows, questionRows, attachmentCount] = await Promise.all([
    presentWorkOrder(executor, row),
    executor
      .select({
        comment: comments,
        author: { id: employees.id, name: employees.name, photo: employees.photo },
      })
      .from(comments)
      .leftJoin(employees, eq(employees.id, comments.authorId))
      .where(eq(comments.workOrderId, id))
      .orderBy(desc(comments.createdAt), desc(comments.id)),
    executor
      .select()
      .from(questions)
      .where(eq(questions.workOrderId, id))
      .orderBy(asc(questions.createdAt), asc(questions.id)),
    executor.select({ n: count() }).from(attachments).where(eq(attachments.workOrderId, id)),
  ]);
  return {
    ...order,
    comments: commentRows.map(({ comment, author }) => toComment(comment, author?.id ? author : null)),
    questions: questionRows.map(toQuestion),
    attachmentCount: attachmentCount[0]?.n ?? 0,
  };
}
