import { useState } from 'react';
import { EmptyState, ListError, ListSkeleton } from '#client/components/work-order-list/list-states.tsx';
import { ADMIN_EMPLOYEE_PAGE_SIZE, useAdminEmployees } from '../api/admin-employees-query.ts';
import { useEmployeeFilters } from '../hooks/use-employee-filters.ts';
import { useIsWideScreen } from '../hooks/use-is-wide-screen.ts';
import { usePage } from '../hooks/use-page.ts';
import { AddEmployeeDialog } from './add-employee-dialog.tsx';
import { EmployeeFiltersBar } from './employee-filters-bar.tsx';
import { EmployeeCards, EmployeesTable } from './employees-table.tsx';
import { Pager } from './pager.tsx';

const LOADING_LABEL = 'Loading employees...';

/** Every account, searched and filtered on the server, with 'Add Employee' and each one's Edit. */
export function EmployeesTab({ onEdit }: { onEdit: (id: number) => void }) {
  const { filters, setFilter } = useEmployeeFilters();
  const [page, setPage] = usePage(JSON.stringify(filters));
  const query = useAdminEmployees({ ...filters, page });
  const wide = useIsWideScreen();
  const [adding, setAdding] = useState(false);
  const filtered = Boolean(filters.search || filters.type || filters.status !== 'all');

  const content = (() => {
    if (query.isPending) return <ListSkeleton view="list" label={LOADING_LABEL} />;
    if (query.isError && !query.data) {
      return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
    }
    const { rows, total } = query.data;
    if (rows.length === 0) {
      return (
        <EmptyState
          title="No employees found"
          description={filtered ? 'Try adjusting your search or filters' : undefined}
        />
      );
    }
    const List = wide ? EmployeesTable : EmployeeCards;
    return (
      <div
        className={query.isPlaceholderData ? 'space-y-3 opacity-70 transition-opacity' : 'space-y-3'}
        aria-busy={query.isPlaceholderData || undefined}
      >
        <List employees={rows} onEdit={onEdit} />
        {total > ADMIN_EMPLOYEE_PAGE_SIZE && (
          <Pager
            label="Employee pages"
            page={page}
            pageSize={ADMIN_EMPLOYEE_PAGE_SIZE}
            total={total}
            onPage={setPage}
            busy={query.isPlaceholderData}
          />
        )}
      </div>
    );
  })();

  return (
    <div className="space-y-4">
      <EmployeeFiltersBar filters={filters} onChange={setFilter} onAdd={() => setAdding(true)} />
      {query.data && (
        <p className="text-sm text-muted-foreground" role="status">
          {query.data.total === 1 ? '1 employee' : `${query.data.total} employees`}
        </p>
      )}
      {content}
      {adding && <AddEmployeeDialog onClose={() => setAdding(false)} />}
    </div>
  );
}
