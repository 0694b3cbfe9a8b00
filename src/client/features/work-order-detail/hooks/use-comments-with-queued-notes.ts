import { byWrittenTimeNewestFirst } from '#client/lib/comments-newest-first.ts';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { useQueuedWritesFor } from '#client/lib/outbox/use-outbox.ts';
import type { Comment } from '#shared/schemas/work-order.ts';

/** A comment as the job shows it: from the server, or a note still waiting on this phone. */
export type ShownComment = Comment & { waiting?: true };

/**
 * The job's comments with the notes written on this phone that wait to be sent (ADR 049), newest
 * first by when they were written, so a note written offline shows at once. A waiting note whose
 * comment has already come back (same author, text and written time) is shown once, as the comment.
 */
export function useCommentsWithQueuedNotes(workOrderId: number, comments: Comment[]): ShownComment[] {
  const waiting = useQueuedWritesFor(workOrderId);
  const me = useCurrentEmployee().data;
  const notes = waiting.flatMap((write): ShownComment[] => {
    if (write.kind !== 'note') return [];
    const arrived = comments.some(
      (comment) =>
        comment.author?.id === write.employeeId &&
        comment.content === write.content &&
        Date.parse(comment.createdAt) === Date.parse(write.madeAt),
    );
    if (arrived) return [];
    return [
      {
        // Negative: never one of the server's ids.
        id: -write.id,
        workOrderId,
        content: write.content,
        text: write.content,
        type: 'note',
        commentType: 'note',
        notifyAdmin: false,
        createdAt: write.madeAt,
        receivedAt: write.madeAt,
        author:
          me && me.id === write.employeeId ? { id: me.id, name: me.name, photo: me.photo ?? null } : null,
        waiting: true,
      },
    ];
  });
  if (notes.length === 0) return comments;
  return [...notes, ...comments].sort(byWrittenTimeNewestFirst);
}
