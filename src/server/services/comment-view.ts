import type { Comment } from '#shared/schemas/work-order.ts';
import type { comments } from '../db/schema.ts';

export type CommentRow = typeof comments.$inferSelect;
export type Author = { id: number; name: string; photo: string | null };

/** Clients read either name: content or text, type or commentType. */
export function toComment(row: CommentRow, author: Author | null): Comment {
  const type = row.type as Comment['type'];
  return {
    id: row.id,
    workOrderId: row.workOrderId,
    content: row.content,
    text: row.content,
    type,
    commentType: type,
    notifyAdmin: row.notifyAdmin,
    createdAt: row.createdAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    author,
  };
}
