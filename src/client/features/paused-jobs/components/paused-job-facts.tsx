import { PauseCircleIcon } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { AssigneeAvatars } from '#client/components/work-order-list/assignee-avatars.tsx';
import { clipText, PREVIEW_LENGTH } from '#shared/domain/clip-text.ts';
import { formatMonthDay } from '#shared/domain/date-format.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { pausedStatusText } from '#shared/domain/paused-status-text.ts';
import type { PausedJobListItem } from '#shared/schemas/work-order.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { PAUSED_JOB_LIST_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import { WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';

/** The pieces a paused-job card and its list row share. */

export function OnHoldBadge() {
  return (
    <Badge className="border-transparent bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-100">
      <PauseCircleIcon aria-hidden="true" />
      {WORK_LIST_TEXTS.onHold}
    </Badge>
  );
}

type AssigneeSummaryProps = { employees: PausedJobListItem['assignedEmployees']; max: number };

/** The avatars (+N), then the one person's name or 'N assigned'. */
export function AssigneeSummary({ employees, max }: AssigneeSummaryProps) {
  const [only] = employees;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <AssigneeAvatars employees={employees} max={max} />
      {employees.length > 0 && (
        <span className="truncate text-xs text-muted-foreground">
          {employees.length === 1 && only
            ? only.name
            : fillTemplate(PAUSED_JOB_LIST_TEXTS.assignedCount, { count: employees.length })}
        </span>
      )}
    </div>
  );
}

/** 'Pre-Auth: Submitted' and 'OPC: $0.00' (the status in the words the detail uses, issue 23). */
export function MoneyFacts({ job, className }: { job: PausedJobListItem; className?: string }) {
  return (
    <dl className={cn('flex flex-wrap gap-x-4 gap-y-1 text-xs', className)}>
      <div className="flex gap-1">
        <dt className="text-muted-foreground">Pre-Auth:</dt>
        <dd className="font-medium">{pausedStatusText(job.preAuthStatus)}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted-foreground">OPC:</dt>
        <dd className="font-medium tabular-nums">{formatMoney(job.opcAmount)}</dd>
      </div>
    </dl>
  );
}

/** The list row's comment line: author, 'M/D' (lists show the day only), the clipped text. */
export function ListCommentPreview({ latestComment }: Pick<PausedJobListItem, 'latestComment'>) {
  if (!latestComment) return null;
  return (
    <p className="truncate text-xs text-muted-foreground">
      <span className="font-medium text-foreground/80">
        {latestComment.authorName ?? 'Unknown'} &middot; {formatMonthDay(latestComment.createdAt)}:
      </span>{' '}
      {clipText(latestComment.content, PREVIEW_LENGTH)}
    </p>
  );
}
