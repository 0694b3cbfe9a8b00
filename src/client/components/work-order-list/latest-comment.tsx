import { MessageSquareIcon } from 'lucide-react';
import { clipText, PREVIEW_LENGTH } from '#shared/domain/clip-text.ts';
import { formatMonthDayTime } from '#shared/domain/date-format.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';

type LatestCommentProps = Pick<WorkOrderListItem, 'latestComment'>;

export function CommentCount({ commentCount }: Pick<WorkOrderListItem, 'commentCount'>) {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <MessageSquareIcon aria-hidden="true" className="size-3.5" />
      {commentCount}
      <span className="sr-only">{commentCount === 1 ? 'comment' : 'comments'}</span>
    </span>
  );
}

/** The newest comment cut at 50 characters, with its author and time. */
export function LatestComment({ latestComment }: LatestCommentProps) {
  if (!latestComment) {
    return <p className="truncate text-xs text-muted-foreground italic">No comments yet</p>;
  }
  return (
    <div className="min-w-0 text-xs">
      <p className="truncate text-foreground/90">
        &ldquo;{clipText(latestComment.content, PREVIEW_LENGTH)}&rdquo;
      </p>
      <p className="truncate text-muted-foreground">
        {latestComment.authorName ?? 'Unknown'} &middot; {formatMonthDayTime(latestComment.createdAt)}
      </p>
    </div>
  );
}

/** The list row's one-line form: author, time, then the clipped text. */
export function InlineCommentPreview({ latestComment }: LatestCommentProps) {
  if (!latestComment) return null;
  return (
    <p className="truncate text-xs text-muted-foreground">
      <span className="font-medium text-foreground/80">
        {latestComment.authorName ?? 'Unknown'} &middot; {formatMonthDayTime(latestComment.createdAt)}:
      </span>{' '}
      {clipText(latestComment.content, PREVIEW_LENGTH)}
    </p>
  );
}
