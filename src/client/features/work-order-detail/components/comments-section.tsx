import type { Comment } from '#shared/schemas/work-order.ts';
import { DETAIL_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { CommentItem } from './comment-item.tsx';
import { LazyAddNoteForm } from './lazy-forms.tsx';

type CommentsSectionProps = { workOrderId: number; comments: Comment[] };

/** SPEC 2 "Comments": the Add Note form, then the comments newest first (the detail's order). */
export function CommentsSection({ workOrderId, comments }: CommentsSectionProps) {
  return (
    <div className="space-y-3">
      <LazyAddNoteForm workOrderId={workOrderId} />
      {comments.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">No comments yet</p>
      ) : (
        <ul aria-label={DETAIL_TEXTS.comments} className="divide-y">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
    </div>
  );
}
