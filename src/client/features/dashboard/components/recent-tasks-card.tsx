import { ChevronLeftIcon, ChevronRightIcon, ListIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { DASHBOARD_SCREEN_TEXTS } from '#shared/spec-texts/dashboard-texts.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { DASHBOARD_CARD_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { RECENT_TASKS_PAGE_SIZE, useRecentWorkOrders } from '../api/get-recent-work-orders.ts';
import { CardEmpty, CardQuery, DashboardCard } from './dashboard-card.tsx';
import { RecentTasksTable } from './recent-tasks-table.tsx';

type PagerProps = { page: number; pageCount: number; onPage: (page: number) => void };

function Pager({ page, pageCount, onPage }: PagerProps) {
  return (
    <nav
      aria-label={DASHBOARD_SCREEN_TEXTS.recentTasksPages}
      className="flex flex-wrap items-center justify-between gap-2 pt-3"
    >
      <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon aria-hidden="true" />
        {DASHBOARD_SCREEN_TEXTS.previousPage}
      </Button>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {fillTemplate(DASHBOARD_SCREEN_TEXTS.pageOf, { page: page + 1, pages: pageCount })}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pageCount - 1} onClick={() => onPage(page + 1)}>
        {DASHBOARD_SCREEN_TEXTS.nextPage}
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** The Recent Tasks card, paged for real: 10 rows a page from the server. */
export function RecentTasksCard({
  onOpenTask,
  className,
}: {
  onOpenTask: (id: number) => void;
  className?: string;
}) {
  const [page, setPage] = useState(0);
  const query = useRecentWorkOrders(page * RECENT_TASKS_PAGE_SIZE);
  const total = query.data?.total;
  const pageCount = Math.max(1, Math.ceil((total ?? 0) / RECENT_TASKS_PAGE_SIZE));
  // Work deleted meanwhile can leave this page past the end: step back to the last one.
  if (total !== undefined && !query.isPlaceholderData && page > pageCount - 1) setPage(pageCount - 1);

  return (
    <DashboardCard title={DASHBOARD_CARD_TEXTS.recentTasks} icon={ListIcon} className={className}>
      <CardQuery query={query} loadingLabel={DASHBOARD_SCREEN_TEXTS.loadingRecentTasks} rows={6}>
        {({ rows }) =>
          rows.length === 0 && page === 0 ? (
            <CardEmpty text={DASHBOARD_SCREEN_TEXTS.noRecentTasks} />
          ) : (
            <>
              <RecentTasksTable rows={rows} stale={query.isPlaceholderData} onOpenTask={onOpenTask} />
              <Pager page={page} pageCount={pageCount} onPage={setPage} />
            </>
          )
        }
      </CardQuery>
    </DashboardCard>
  );
}
