import { EmptyState, ListError, ListSkeleton } from '#client/components/work-order-list/list-states.tsx';
import { useEmployees } from '#client/lib/employees-query.ts';
import { ACTIVITY_PAGE_SIZE, useActivityLog } from '../api/activity-query.ts';
import { useActivityFilters } from '../hooks/use-activity-filters.ts';
import { usePage } from '../hooks/use-page.ts';
import { ActivityFiltersBar } from './activity-filters-bar.tsx';
import { ActivityTable } from './activity-table.tsx';
import { Pager } from './pager.tsx';

export const RANGE_MESSAGE = "'From' must be on or before 'To'.";

/** Who changed what and when, filtered on the server, 50 lines a page. */
export function ActivityTab() {
  const { filters, setFilter, clearAll, active } = useActivityFilters();
  const [page, setPage] = usePage(JSON.stringify(filters));
  // ISO days compare as text; the server would refuse the range anyway.
  const validRange = !filters.from || !filters.to || filters.from <= filters.to;
  const query = useActivityLog({ ...filters, page }, validRange);
  const employees = useEmployees();
  // Fields that store a person's id (Assigned Tech, Office Employee) read as that person's name.
  const nameOf = (id: number) => employees.data?.find((employee) => employee.id === id)?.name;

  const content = (() => {
    if (!validRange) {
      return (
        <p
          role="alert"
          className="rounded-xl border border-destructive/40 bg-card px-4 py-6 text-center text-sm"
        >
          {RANGE_MESSAGE}
        </p>
      );
    }
    if (query.isPending) return <ListSkeleton view="list" label="Loading activity..." />;
    if (query.isError && !query.data) {
      return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
    }
    const { rows, total } = query.data;
    if (rows.length === 0) {
      return (
        <EmptyState
          title="No activity matches these filters"
          description={active ? 'Try other filters, or clear them.' : undefined}
        />
      );
    }
    return (
      <div
        className={query.isPlaceholderData ? 'space-y-3 opacity-70 transition-opacity' : 'space-y-3'}
        aria-busy={query.isPlaceholderData || undefined}
      >
        <ActivityTable items={rows} nameOf={nameOf} />
        <Pager
          label="Activity log pages"
          page={page}
          pageSize={ACTIVITY_PAGE_SIZE}
          total={total}
          onPage={setPage}
          busy={query.isPlaceholderData}
        />
      </div>
    );
  })();

  return (
    <div className="space-y-4">
      <ActivityFiltersBar
        filters={filters}
        employees={employees.data ?? []}
        onChange={setFilter}
        onClear={active ? clearAll : null}
      />
      {content}
    </div>
  );
}
