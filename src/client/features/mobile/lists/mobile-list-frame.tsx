import type { ReactNode } from 'react';
import { PullToRefresh } from '#client/components/pull-to-refresh/pull-to-refresh.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { EmptyState, ListSkeleton } from '#client/components/work-order-list/list-states.tsx';
import { PageHeading } from '#client/components/work-order-list/page-heading.tsx';
import { mobileListErrorMessage } from '#client/lib/mobile-error-messages.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { useMobileWorkOrders } from '../api/use-mobile-work-orders.ts';
import { RefreshFailedBanner, SavedCopyNotice } from '../components/list-status-banners.tsx';
import { jobCount } from '../show/job-count.ts';
import { MineAllSwitch } from '../show/mine-all-switch.tsx';
import type { MobileShow } from '../show/mobile-show.ts';
import { NoOwnJobs } from '../show/no-own-jobs.tsx';
import { useMobileShow } from '../show/use-mobile-show.ts';
import { MobileListError } from './mobile-list-error.tsx';

type MobileListFrameProps = {
  /** The page's h1 and tab title for Mine and for All (e2e finds the pages by it). */
  headings: Readonly<Record<MobileShow, string>>;
  /** Placeholders shaped like the page: cards, or one line per job. */
  skeleton: 'cards' | 'list';
  /** Above the jobs once there are some (the ultra page's legend). */
  intro?: ReactNode;
  className?: string;
  /** Draws the jobs; called only with at least one job. */
  children: (jobs: WorkOrderListItem[]) => ReactNode;
};

/**
 * What /mobile-tasks, /simple-mobile-tasks and /ultra-mobile-tasks share: the technicians' list,
 * Mine or All as the header's switch says, with its count, loading placeholders, the error screen before any jobs arrived, the banners once
 * they have (a failed refresh keeps the jobs; a saved copy says how old it is), the empty state,
 * and pull-to-refresh.
 */
export function MobileListFrame({ headings, skeleton, intro, className, children }: MobileListFrameProps) {
  const { show, setShow, assignee } = useMobileShow();
  const { list, error, isLoading, isRefreshing, refresh } = useMobileWorkOrders(assignee);
  const retry = () => void refresh();

  let body: ReactNode;
  if (list) {
    body = (
      <>
        {list.savedAt && <SavedCopyNotice savedAt={list.savedAt} isRefreshing={isRefreshing} />}
        {error && <RefreshFailedBanner message={mobileListErrorMessage(error)} onRetry={retry} />}
        {list.jobs.length === 0 && show === 'mine' ? (
          <NoOwnJobs onShowAll={() => setShow('all')} />
        ) : list.jobs.length === 0 ? (
          <EmptyState title={WORK_LIST_TEXTS.noTasks} description="Pull down to check for new work." />
        ) : (
          <>
            {intro}
            {children(list.jobs)}
          </>
        )}
      </>
    );
  } else if (error && !isLoading) {
    body = <MobileListError message={mobileListErrorMessage(error)} onRetry={retry} />;
  } else {
    // Also while the query waits for the network to come back: there is nothing else to show.
    body = <ListSkeleton view={skeleton} label="Loading tasks..." />;
  }

  return (
    <PullToRefresh onRefresh={refresh}>
      <section className={cn('mx-auto w-full max-w-3xl space-y-3', className)}>
        <PageHeading title={headings[show]} total={list?.jobs.length} countLabel={jobCount}>
          <MineAllSwitch show={show} onChange={setShow} />
        </PageHeading>
        {body}
      </section>
    </PullToRefresh>
  );
}
