import { lazy, Suspense, useMemo } from 'react';
import { PullToRefresh } from '#client/components/pull-to-refresh/pull-to-refresh.tsx';
import { EmptyState, ListSkeleton } from '#client/components/work-order-list/list-states.tsx';
import { PageHeading } from '#client/components/work-order-list/page-heading.tsx';
import { useMobileWorkOrders } from '#client/features/mobile/api/use-mobile-work-orders.ts';
import {
  RefreshFailedBanner,
  SavedCopyNotice,
} from '#client/features/mobile/components/list-status-banners.tsx';
import { jobCount } from '#client/features/mobile/show/job-count.ts';
import { MineAllSwitch } from '#client/features/mobile/show/mine-all-switch.tsx';
import { NoOwnJobs } from '#client/features/mobile/show/no-own-jobs.tsx';
import { useMobileShow } from '#client/features/mobile/show/use-mobile-show.ts';
import { TodayVisitsPlaceholder } from '#client/features/mobile/today/today-visits-placeholder.tsx';
import { minimalPageErrorMessage } from '#client/lib/mobile-error-messages.ts';
import { MOBILE_PAGE_HEADINGS } from '#shared/spec-texts/mobile-texts.ts';
import { WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { useMinimalListParams } from '../hooks/use-minimal-list-params.ts';
import { filterMinimalJobs, inPhoneOrder } from '../minimal-filters.ts';
import { ClearFiltersButton } from './clear-filters-button.tsx';
import { MinimalErrorScreen } from './minimal-error-screen.tsx';
import { MinimalJobList } from './minimal-job-list.tsx';
import { MinimalListControls } from './minimal-list-controls.tsx';
import { MinimalQuickActions } from './minimal-quick-actions.tsx';

// The day (with the time-zone code it needs) is its own chunk, kept off the list's first paint.
const TodayVisits = lazy(() =>
  import('#client/features/mobile/today/today-visits.tsx').then((module) => ({
    default: module.TodayVisits,
  })),
);

/**
 * /minimal-mobile-tasks, where technicians land from a phone: their own jobs (Mine) or every job
 * not completed (All), as the header's switch says; filtered in the browser (so it works on the
 * copy saved for offline use too), as cards or a list; above them, the technician's visits today.
 * Each job links to /work-orders/{id}; the page brings its own floating button for new work.
 */
export function MinimalMobileTasksPage() {
  const { show, setShow, assignee } = useMobileShow();
  const { list, error, isRefreshing, refresh } = useMobileWorkOrders(assignee);
  const params = useMinimalListParams();
  const { filters, activeCount, sort, view, clearAll } = params;

  const jobs = list?.jobs;
  const shown = useMemo(
    () => (jobs ? inPhoneOrder(filterMinimalJobs(jobs, filters), sort) : []),
    [jobs, filters, sort],
  );
  const message = error ? minimalPageErrorMessage(error) : null;
  const countLabel = () =>
    activeCount > 0 ? `${shown.length} of ${jobCount(jobs?.length ?? 0)}` : jobCount(shown.length);

  const content = (() => {
    // The error screen only when there is nothing to show; otherwise the jobs stay.
    if (!list) {
      return message ? (
        <MinimalErrorScreen message={message} />
      ) : (
        <ListSkeleton view={view} label="Loading tasks..." />
      );
    }
    if (list.jobs.length === 0 && show === 'mine') return <NoOwnJobs onShowAll={() => setShow('all')} />;
    if (list.jobs.length === 0) {
      return (
        <EmptyState
          title={WORK_LIST_TEXTS.noTasks}
          description="Open jobs appear here as soon as they are created."
        />
      );
    }
    if (shown.length === 0) {
      return (
        <EmptyState
          title={WORK_LIST_TEXTS.noMatches}
          description="Change a filter, or clear them to see every open job."
          action={<ClearFiltersButton onClear={clearAll} />}
        />
      );
    }
    return <MinimalJobList jobs={shown} view={view} />;
  })();

  return (
    <>
      <PullToRefresh onRefresh={refresh}>
        <section className="mx-auto max-w-5xl space-y-3">
          <Suspense fallback={<TodayVisitsPlaceholder />}>
            <TodayVisits />
          </Suspense>
          <PageHeading
            title={MOBILE_PAGE_HEADINGS.minimal[show]}
            total={list ? shown.length : undefined}
            countLabel={countLabel}
          >
            <MineAllSwitch show={show} onChange={setShow} />
          </PageHeading>
          {(list || !message) && (
            <MinimalListControls params={params} updating={isRefreshing && !list?.savedAt} />
          )}
          {list?.savedAt && <SavedCopyNotice savedAt={list.savedAt} isRefreshing={isRefreshing} />}
          {list && message && <RefreshFailedBanner message={message} onRetry={() => void refresh()} />}
          {content}
        </section>
      </PullToRefresh>
      <MinimalQuickActions />
    </>
  );
}
