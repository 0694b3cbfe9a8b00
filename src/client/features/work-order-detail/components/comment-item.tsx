import { Badge } from '#client/components/ui/badge.tsx';
import { EmployeeAvatar } from '#client/components/ui/employee-avatar.tsx';
import { formatDateTime } from '#shared/domain/date-format.ts';
import type { Comment } from '#shared/schemas/work-order.ts';

/** One comment: who, when, an 'Update' tag for the update dialog's comments, and the text as typed. */
export function CommentItem({ comment }: { comment: Comment }) {
  const authorName = comment.author?.name ?? 'Unknown';
  return (
    <li className="flex gap-3 py-3">
      <EmployeeAvatar name={authorName} photo={comment.author?.photo} size="md" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <span className="font-medium">{authorName}</span>
          <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
            {formatDateTime(comment.createdAt)}
          </time>
          {comment.type === 'update' && <Badge variant="secondary">Update</Badge>}
        </div>
        <p className="mt-1 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
          {comment.content || comment.text}
        </p>
      </div>
    </li>
  );
}
