import { useQueryClient } from '@tanstack/react-query';
import { PlusIcon, XIcon } from 'lucide-react';
import { useCallback } from 'react';
import { PullToRefresh } from '#client/components/pull-to-refresh/pull-to-refresh.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useUniversalActions } from '#client/components/universal-actions/universal-actions-provider.tsx';
import { EmptyState } from '#client/components/work-order-list/list-states.tsx';
import { PageHeading } from '#client/components/work-order-list/page-heading.tsx';
import { QueryListStates } from '#client/components/work-order-list/query-list-states.tsx';
import { useViewMode, VIEW_MODE_STORAGE_KEYS } from '#client/components/work-order-list/use-view-mode.ts';
import { ViewToggle } from '#client/components/work-order-list/view-toggle.tsx';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { canDeleteWorkOrder } from '#shared/domain/work-order-roles.ts';
import type { PausedJobListItem } from '#shared/schemas/work-order.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { NAV_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { PAUSED_JOB_LIST_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import { usePausedJobList } from '../hooks/use-paused-job-list.ts';
import { ExportCsvButton } from './export-csv-button.tsx';
import { PausedJobCard } from './paused-job-card.tsx';
import { PausedJobFiltersBar } from './paused-job-filters-bar.tsx';
import { PausedJobRow } from './paused-job-row.tsx';
import { PausedJobsList, PausedJobsLoading } from './paused-jobs-list.tsx';

type PausedJobsPageProps = { onOpenJob: (id: number) => void };

/** /paused-jobs: every on-hold job, searched, filtered and counted in the browser (ADR 010). */
export function PausedJobsPage({ onOpenJob }: PausedJobsPageProps) {
  const list = usePausedJobList();
  const { query, shown, total, filtered, clearAll } = list;
  const canDelete = canDeleteWorkOrder(useCurrentEmployee().data?.employeeType, 'on-hold');
  const [view, setView] = useViewMode(VIEW_MODE_STORAGE_KEYS.pausedJobs);
  const { openCreatePausedJob } = useUniversalActions();

  const queryClient = useQueryClient();
  const { refetch } = query;
  const refresh = useCallback(
    () => Promise.all([refetch(), queryClient.invalidateQueries({ queryKey: queryKeys.employees.all })]),
    [refetch, queryClient],
  );

  const renderItem = useCallback(
    (job: PausedJobListItem) => {
      const Item = view === 'cards' ? PausedJobCard : PausedJobRow;
      return <Item job={job} canDelete={canDelete} onOpenJob={onOpenJob} />;
    },
    [view, canDelete, onOpenJob],
  );

  const empty = filtered ? (
    <EmptyState
      title={PAUSED_JOB_LIST_TEXTS.empty}
      description={PAUSED_JOB_LIST_TEXTS.emptyFiltered}
      action={
        <Button variant="outline" onClick={clearAll}>
          <XIcon aria-hidden="true" />
          Clear
        </Button>
      }
    />
  ) : (
    <EmptyState
      title={PAUSED_JOB_LIST_TEXTS.empty}
      description={PAUSED_JOB_LIST_TEXTS.emptyFirst}
      action={
        <Button onClick={openCreatePausedJob}>
          <PlusIcon aria-hidden="true" />
          {PAUSED_JOB_LIST_TEXTS.create}
        </Button>
      }
    />
  );

  return (
    <PullToRefresh onRefresh={refresh}>
      <section className="mx-auto max-w-7xl space-y-4">
        <PageHeading
          title={NAV_TEXTS.pausedJobs}
          total={total}
          countLabel={(all) => fillTemplate(PAUSED_JOB_LIST_TEXTS.count, { shown: shown.length, total: all })}
        >
          <div className="flex flex-wrap items-center gap-2">
            {filtered && <Badge variant="outline">{PAUSED_JOB_LIST_TEXTS.filtered}</Badge>}
            <ExportCsvButton jobs={shown} employees={list.employees} />
            <ViewToggle mode={view} onChange={setView} />
          </div>
        </PageHeading>
        <PausedJobFiltersBar
          filters={list.filters}
          sort={list.sort}
          onSort={list.setSort}
          employees={list.employees}
          onSearch={list.setSearch}
          onChange={list.setFilter}
          onClear={filtered ? clearAll : null}
        />
        <QueryListStates
          query={query}
          loading={<PausedJobsLoading view={view} />}
          isEmpty={shown.length === 0}
          empty={empty}
        >
          <PausedJobsList items={shown} view={view} renderItem={renderItem} stale={list.catchingUp} />
        </QueryListStates>
      </section>
    </PullToRefresh>
  );
}
