import { count, desc, eq, sql } from 'drizzle-orm';
import type { NewComment } from '#shared/schemas/comment.ts';
import type { PageQuery } from '#shared/schemas/list-query.ts';
import type { Comment } from '#shared/schemas/work-order.ts';
import type { Db } from '../db/client.ts';
import { comments, employees, workOrders } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { aboutWorkOrder, recordActivity } from './activity-log.ts';
import { type Author, toComment } from './comment-view.ts';
import type { RecordAnswer } from './idempotency-keys.ts';
import { liveWorkOrderById } from './live-work-orders.ts';
import { adminIds, notify, workOrderAudience } from './notify.ts';
import { findWorkOrderRow } from './work-order-detail.ts';

/** Previews are cut at 50 characters plus '...'. */
function preview(content: string): string {
  return content.length > 50 ? `${content.slice(0, 50)}...` : content;
}

/** `record` stores an Idempotency-Key's answer in this transaction (ADR 045). */
export async function addComment(
  db: Db,
  args: { orderId: number; author: Author; input: NewComment; record?: RecordAnswer<Comment> },
): Promise<Comment> {
  const { orderId, author, input } = args;
  return db.transaction(async (tx) => {
    // Bumping updatedAt first both proves the order exists and orders concurrent writers on its row.
    const [order] = await tx
      .update(workOrders)
      .set({ updatedAt: sql`now()` })
      .where(liveWorkOrderById(orderId))
      .returning({ label: workOrders.workOrderId });
    if (!order) throw new AppError('not_found', 'Work order not found');
    const { writtenAt, ...fields } = input;
    // A time the author wrote it (ADR 057, judged by the route) is never later than its arrival.
    const createdAt =
      writtenAt === undefined
        ? {}
        : { createdAt: sql`least(${writtenAt.toISOString()}::timestamptz, now())` };
    const [row] = await tx
      .insert(comments)
      .values({ workOrderId: orderId, authorId: author.id, ...fields, ...createdAt })
      .returning();
    if (!row) throw new Error('insert returned no comment');
    await recordActivity(tx, {
      ...aboutWorkOrder(orderId, order.label),
      action: 'comment_added',
      newValue: { commentId: row.id, type: row.type },
      actorId: author.id,
    });
    const message = `${author.name}: ${preview(row.content)}`;
    await notify(tx, {
      kind: 'comment',
      recipientIds: await workOrderAudience(tx, orderId),
      title: `New comment on #${order.label}`,
      message,
      workOrderId: orderId,
      actorId: author.id,
    });
    if (input.notifyAdmin) {
      await notify(tx, {
        kind: 'admin-note',
        recipientIds: await adminIds(tx),
        title: `Note for admin on #${order.label}`,
        message,
        workOrderId: orderId,
        actorId: author.id,
      });
    }
    const comment = toComment(row, { id: author.id, name: author.name, photo: author.photo });
    await args.record?.(tx, comment);
    return comment;
  });
}

/** A page of a work order's comments, newest first, with their authors in the same query. */
export async function listComments(
  db: Db,
  orderId: number,
  page: PageQuery,
): Promise<{ rows: Comment[]; total: number }> {
  await findWorkOrderRow(db, orderId);
  const query = db
    .select({ comment: comments, authorName: employees.name, authorPhoto: employees.photo })
    .from(comments)
    .leftJoin(employees, eq(employees.id, comments.authorId))
    .where(eq(comments.workOrderId, orderId))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .offset(page.offset);
  const [rows, [counted]] = await Promise.all([
    page.limit === undefined ? query : query.limit(page.limit),
    db.select({ total: count() }).from(comments).where(eq(comments.workOrderId, orderId)),
  ]);
  return {
    rows: rows.map(({ comment, authorName, authorPhoto }) =>
      toComment(
        comment,
        comment.authorId !== null && authorName !== null
          ? { id: comment.authorId, name: authorName, photo: authorPhoto }
          : null,
      ),
    ),
    total: counted?.total ?? 0,
  };
}
