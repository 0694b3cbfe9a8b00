import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import { useCallback, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { PullToRefresh } from '#client/components/pull-to-refresh/pull-to-refresh.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useUniversalActions } from '#client/components/universal-actions/universal-actions-provider.tsx';
import { DEFAULT_LIST_SORT, type ListSort } from '#client/components/work-order-list/list-order.ts';
import { EmptyState } from '#client/components/work-order-list/list-states.tsx';
import { PageHeading } from '#client/components/work-order-list/page-heading.tsx';
import { useUrlParams } from '#client/components/work-order-list/use-url-params.ts';
import { useViewMode, VIEW_MODE_STORAGE_KEYS } from '#client/components/work-order-list/use-view-mode.ts';
import { ViewToggle } from '#client/components/work-order-list/view-toggle.tsx';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { useEmployees } from '#client/lib/employees-query.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { canCompleteWork } from '#shared/domain/work-order-roles.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { FOLLOW_UP_TEXTS, TASK_LIST_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import { WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { flattenPages, useWorkOrderPages } from '../api/get-work-order-pages.ts';
import {
  currentTaskListParams,
  hasActiveTaskFilters,
  NO_TASK_FILTERS,
  parseTaskFilters,
  parseTaskSort,
  TASK_LIST_PATHS,
  TASKS_STALE_MS,
  type TaskFilters,
  type TaskListScope,
  taskListScope,
} from '../task-filters.ts';
import { PagedWorkOrderList } from './paged-work-order-list.tsx';
import { SearchElsewhereBar } from './search-elsewhere-bar.tsx';
import { TaskCard } from './task-card.tsx';
import { TaskFiltersBar } from './task-filters-bar.tsx';
import { TaskRow } from './task-row.tsx';

const FILTER_KEYS = Object.keys(NO_TASK_FILTERS);

type CurrentTasksPageProps = {
  onOpenTask: (id: number) => void;
  /** The route's list; /tasks becomes the follow-up list with `?view=follow-up`. */
  scope?: Exclude<TaskListScope, 'follow-up'>;
};

const SCOPE_TEXTS: Record<
  TaskListScope,
  { title: string; loading: string; empty: string; emptyHint: string }
> = {
  current: {
    title: TASK_LIST_TEXTS.title,
    loading: 'Loading tasks...',
    empty: WORK_LIST_TEXTS.noTasks,
    emptyHint: 'New tasks appear here as soon as they are created.',
  },
  priority: {
    title: TASK_LIST_TEXTS.priorityTasks,
    loading: TASK_LIST_TEXTS.loadingPriorityTasks,
    empty: TASK_LIST_TEXTS.noUrgentWork,
    emptyHint: 'Work marked Urgent appears here until it is completed.',
  },
  'follow-up': {
    title: FOLLOW_UP_TEXTS.title,
    loading: FOLLOW_UP_TEXTS.loading,
    empty: FOLLOW_UP_TEXTS.empty,
    emptyHint: FOLLOW_UP_TEXTS.emptyHint,
  },
};

const EMPTY_FILTERED_SCOPE: Record<TaskListScope, string> = {
  current: 'current',
  priority: 'urgent',
  'follow-up': 'follow-up',
};

/**
 * /tasks: open and in-progress work, searched, filtered and sorted on the server, in cards or a
 * list. /work-orders (scope 'priority'): the same screen over urgent work that is not completed.
 * /tasks?view=follow-up: the same screen over the work the sidebar's Tasks badge counts.
 */
export function CurrentTasksPage({ onOpenTask, scope: routeScope = 'current' }: CurrentTasksPageProps) {
  const { params, setParam, clearParams } = useUrlParams();
  const scope = taskListScope(params, routeScope);
  const texts = SCOPE_TEXTS[scope];
  const filters = parseTaskFilters(params, scope);
  const sort = parseTaskSort(params);
  const paramsKey = JSON.stringify(currentTaskListParams(filters, scope, sort));
  const listParams = useMemo(() => JSON.parse(paramsKey) as Record<string, string>, [paramsKey]);
  const query = useWorkOrderPages(listParams, TASKS_STALE_MS, TASK_LIST_PATHS[scope]);
  const items = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  const total = query.data?.pages[0]?.total;

  const employees = useEmployees();
  const canComplete = canCompleteWork(useCurrentEmployee().data?.employeeType);
  const [view, setView] = useViewMode(VIEW_MODE_STORAGE_KEYS.tasks);

  // The universal actions object changes whenever a dialog opens; cards get one stable callback.
  const { openUpdateTask } = useUniversalActions();
  const openUpdateRef = useLatest(openUpdateTask);
  const onUpdateTask = useCallback((id: number) => openUpdateRef.current(id), [openUpdateRef]);

  const queryClient = useQueryClient();
  const { refetch } = query;
  const refresh = useCallback(
    () => Promise.all([refetch(), queryClient.invalidateQueries({ queryKey: queryKeys.employees.all })]),
    [refetch, queryClient],
  );

  const filtered = hasActiveTaskFilters(filters);
  const clearAll = useCallback(() => clearParams(FILTER_KEYS), [clearParams]);
  const onChange = (key: keyof TaskFilters, value: string) =>
    setParam(key, value === 'all' || value === '' ? null : value);
  // The default order is the absence of `sort`, so plain /tasks links keep meaning the default.
  const onSort = (next: ListSort) => setParam('sort', next === DEFAULT_LIST_SORT ? null : next);

  const renderItem = useCallback(
    (task: WorkOrderListItem) => {
      const Item = view === 'cards' ? TaskCard : TaskRow;
      return (
        <Item task={task} canComplete={canComplete} onOpenTask={onOpenTask} onUpdateTask={onUpdateTask} />
      );
    },
    [view, canComplete, onOpenTask, onUpdateTask],
  );

  return (
    <PullToRefresh onRefresh={refresh}>
      <section className="mx-auto max-w-7xl space-y-4">
        {scope === 'follow-up' && (
          <Link
            to="/tasks"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeftIcon className="size-4" aria-hidden />
            {FOLLOW_UP_TEXTS.back}
          </Link>
        )}
        <PageHeading title={texts.title} total={total}>
          <ViewToggle mode={view} onChange={setView} />
        </PageHeading>
        <TaskFiltersBar
          scope={scope}
          filters={filters}
          sort={sort}
          employees={employees.data ?? []}
          onChange={onChange}
          onSort={onSort}
          onClear={filtered ? clearAll : null}
        />
        {/* The header search lands here; what it found on the other two lists is one click away. */}
        {scope === 'current' && filters.search && <SearchElsewhereBar search={filters.search} />}
        <PagedWorkOrderList
          query={query}
          items={items}
          total={total ?? 0}
          view={view}
          renderItem={renderItem}
          loadingLabel={texts.loading}
          empty={
            filtered ? (
              <EmptyState
                title={WORK_LIST_TEXTS.noMatches}
                description={`Try a different search, or clear the filters to see every ${EMPTY_FILTERED_SCOPE[scope]} task.`}
                action={<Button onClick={clearAll}>{WORK_LIST_TEXTS.clearAllFilters}</Button>}
              />
            ) : (
              <EmptyState title={texts.empty} description={texts.emptyHint} />
            )
          }
        />
      </section>
    </PullToRefresh>
  );
}

function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
