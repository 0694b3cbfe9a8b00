import type { Comment } from '#shared/schemas/work-order.ts';
import { DETAIL_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { useCommentsWithQueuedNotes } from '../../hooks/use-comments-with-queued-notes.ts';
import { CommentItem } from './comment-item.tsx';
import { LazyAddNoteForm } from './lazy-add-note-form.tsx';

type CommentsSectionProps = { workOrderId: number; comments: Comment[] };

/**
 * The Comments section: the Add Note form, then the comments newest first (the detail's order), with
 * the notes written on this phone that wait to be sent among them (ADR 049).
 */
export function CommentsSection({ workOrderId, comments }: CommentsSectionProps) {
  const shown = useCommentsWithQueuedNotes(workOrderId, comments);
  return (
    <div className="space-y-3">
      <LazyAddNoteForm workOrderId={workOrderId} />
      {shown.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">No comments yet</p>
      ) : (
        <ul aria-label={DETAIL_TEXTS.comments} className="divide-y">
          {shown.map((comment) => (
            <CommentItem key={comment.id} comment={comment} waiting={comment.waiting === true} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The section's count, '(N)', with the waiting notes counted. */
export function CommentCount({ workOrderId, comments }: CommentsSectionProps) {
  return `(${useCommentsWithQueuedNotes(workOrderId, comments).length})`;
}
