import type { Comment, WorkOrderDetail } from '#shared/schemas/work-order.ts';

/** Newest first by the time written (a note sent late from a phone sorts by when it was written). */
export function byWrittenTimeNewestFirst(
  a: Pick<Comment, 'createdAt' | 'id'>,
  b: Pick<Comment, 'createdAt' | 'id'>,
) {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
}

/**
 * An open job's detail with a comment the server just answered in its place, before the refetch
 * confirms it: at once on screen, never twice.
 */
export function withComment(
  detail: WorkOrderDetail | undefined,
  comment: Comment,
): WorkOrderDetail | undefined {
  if (!detail || !Array.isArray(detail.comments)) return detail;
  const others = detail.comments.filter((c) => c.id !== comment.id);
  return { ...detail, comments: [comment, ...others].sort(byWrittenTimeNewestFirst) };
}
