import { ArrowLeftIcon } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { employeeOptions, FilterSelect } from '#client/components/work-order-list/filter-select.tsx';
import { EmptyState } from '#client/components/work-order-list/list-states.tsx';
import { PageHeading } from '#client/components/work-order-list/page-heading.tsx';
import { SearchBox, type SearchBoxTexts } from '#client/components/work-order-list/search-box.tsx';
import { useUrlParams } from '#client/components/work-order-list/use-url-params.ts';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { useEmployees } from '#client/lib/employees-query.ts';
import { canCompleteWork } from '#shared/domain/work-order-roles.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { COMPLETED_TASKS_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import { WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { flattenPages, useWorkOrderPages } from '../api/get-work-order-pages.ts';
import { completedTaskListParams, parseCompletedFilters } from '../task-filters.ts';
import { CompletedTaskRow } from './completed-task-row.tsx';
import { PagedWorkOrderList } from './paged-work-order-list.tsx';

const FILTER_KEYS = ['search', 'assignee'];
const SEARCH: SearchBoxTexts = {
  label: 'Search completed tasks',
  placeholder: 'Search by job, comments, questions or names...',
};

type CompletedTasksPageProps = { onOpenTask: (id: number) => void };

/** /completed-tasks: finished work, newest first, searchable, and reopenable by supervisors. */
export function CompletedTasksPage({ onOpenTask }: CompletedTasksPageProps) {
  const { params, setParam, clearParams } = useUrlParams();
  const filters = parseCompletedFilters(params);
  const paramsKey = JSON.stringify(completedTaskListParams(filters));
  const listParams = useMemo(() => JSON.parse(paramsKey) as Record<string, string>, [paramsKey]);
  const query = useWorkOrderPages(listParams);
  const items = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  const total = query.data?.pages[0]?.total;

  const employees = useEmployees();
  const technicians = useMemo(
    () => employeeOptions((employees.data ?? []).filter((employee) => employee.employeeType === 'plumber')),
    [employees.data],
  );
  const canReopen = canCompleteWork(useCurrentEmployee().data?.employeeType);
  const filtered = filters.search !== '' || filters.assignee !== 'all';
  const clearAll = () => clearParams(FILTER_KEYS);

  const renderItem = useCallback(
    (task: WorkOrderListItem) => (
      <CompletedTaskRow task={task} canReopen={canReopen} onOpenTask={onOpenTask} />
    ),
    [canReopen, onOpenTask],
  );

  return (
    <section className="mx-auto max-w-7xl space-y-4">
      <PageHeading title={COMPLETED_TASKS_TEXTS.title} total={total}>
        <Button variant="outline" size="sm" asChild>
          <Link to="/tasks">
            <ArrowLeftIcon aria-hidden="true" />
            {WORK_LIST_TEXTS.backToTasks}
          </Link>
        </Button>
      </PageHeading>
      <div className="flex flex-col gap-3 rounded-xl border bg-card p-3 sm:flex-row sm:items-end sm:p-4">
        <div className="min-w-0 flex-1">
          <SearchBox
            texts={SEARCH}
            value={filters.search}
            onSearch={(search) => setParam('search', search)}
          />
        </div>
        <div className="sm:w-56">
          <FilterSelect
            label="Technician"
            value={filters.assignee}
            options={[{ value: 'all', label: 'All Technicians' }, ...technicians]}
            onChange={(value) => setParam('assignee', value === 'all' ? null : value)}
          />
        </div>
      </div>
      <PagedWorkOrderList
        query={query}
        items={items}
        total={total ?? 0}
        view="list"
        renderItem={renderItem}
        loadingLabel="Loading completed tasks..."
        empty={
          filtered ? (
            <EmptyState
              title="No completed tasks match your search"
              action={<Button onClick={clearAll}>Clear Search</Button>}
            />
          ) : (
            <EmptyState
              title={COMPLETED_TASKS_TEXTS.empty}
              description="Work marked as completed is listed here."
            />
          )
        }
      />
    </section>
  );
}
