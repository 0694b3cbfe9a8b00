import { useEmployees } from '#client/lib/employees-query.ts';
import { ACTIVITY_PAGE_SIZE, useActivityLog } from '../api/activity-query.ts';
import { useActivityFilters } from '../hooks/use-activity-filters.ts';
import { usePage } from '../hooks/use-page.ts';
import { ActivityFiltersBar } from './activity-filters-bar.tsx';
import { ActivityTable } from './activity-table.tsx';
import { PagedRows, type Paging } from './paged-rows.tsx';

const RANGE_MESSAGE = "'From' must be on or before 'To'.";

const PAGING: Paging = {
  label: 'Activity log pages',
  pageSize: ACTIVITY_PAGE_SIZE,
  loadingLabel: 'Loading activity...',
  emptyTitle: 'No activity matches these filters',
  alwaysShowPager: true,
};

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

  const emptyText = active ? 'Try other filters, or clear them.' : undefined;

  return (
    <div className="space-y-4">
      <ActivityFiltersBar
        filters={filters}
        employees={employees.data ?? []}
        onChange={setFilter}
        onClear={active ? clearAll : null}
      />
      {validRange ? (
        <PagedRows query={query} paging={PAGING} page={page} onPage={setPage} emptyText={emptyText}>
          {(rows) => <ActivityTable items={rows} nameOf={nameOf} />}
        </PagedRows>
      ) : (
        <p
          role="alert"
          className="rounded-xl border border-destructive/40 bg-card px-4 py-6 text-center text-sm"
        >
          {RANGE_MESSAGE}
        </p>
      )}
    </div>
  );
}
