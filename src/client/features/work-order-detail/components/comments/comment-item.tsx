import { CloudUploadIcon } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { EmployeeAvatar } from '#client/components/ui/employee-avatar.tsx';
import { formatDateTime } from '#shared/domain/date-format.ts';
import type { Comment } from '#shared/schemas/work-order.ts';
import { NOTE_TEXTS } from '#shared/spec-texts/work-texts.ts';

/**
 * One comment: who, when, an 'Update' tag for the update dialog's comments, and the text as typed.
 * A note written on this phone without a connection is marked until it reaches the server.
 */
export function CommentItem({ comment, waiting = false }: { comment: Comment; waiting?: boolean }) {
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
          {waiting && (
            <span
              data-testid="comment-waiting"
              className="inline-flex items-center gap-1 rounded-md bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100"
            >
              <CloudUploadIcon aria-hidden="true" className="size-3.5" />
              {NOTE_TEXTS.waitingToSend}
            </span>
          )}
        </div>
        <p className="mt-1 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
          {comment.content || comment.text}
        </p>
      </div>
    </li>
  );
}
