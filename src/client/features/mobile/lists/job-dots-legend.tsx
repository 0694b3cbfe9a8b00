import { statusLabel } from '#shared/domain/work-order-status.ts';
import { MOBILE_LIST_STATUSES } from '../api/mobile-list-statuses.ts';
import { PriorityDot, StatusDot } from '../components/job-dots.tsx';

const ITEM = 'inline-flex items-center gap-1.5';

/** What the ultra page's dots mean: first dot the status, second the priority. */
export function JobDotsLegend() {
  return (
    <aside
      aria-label="What the dots mean"
      className="flex flex-wrap gap-x-5 gap-y-1 rounded-lg border bg-card px-3 py-2 text-xs text-muted-foreground"
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium text-foreground">Status</span>
        {MOBILE_LIST_STATUSES.map((status) => (
          <span key={status} className={ITEM}>
            <StatusDot status={status} decorative />
            {statusLabel(status)}
          </span>
        ))}
      </p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium text-foreground">Priority</span>
        <span className={ITEM}>
          <PriorityDot priority="urgent" decorative />
          Urgent
        </span>
        <span className={ITEM}>
          <PriorityDot priority="normal" decorative />
          Normal
        </span>
      </p>
    </aside>
  );
}
