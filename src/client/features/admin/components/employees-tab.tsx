import { useState } from 'react';
import { ADMIN_EMPLOYEE_PAGE_SIZE, useAdminEmployees } from '../api/admin-employees-query.ts';
import { useEmployeeFilters } from '../hooks/use-employee-filters.ts';
import { useIsWideScreen } from '../hooks/use-is-wide-screen.ts';
import { usePage } from '../hooks/use-page.ts';
import { AddEmployeeDialog } from './add-employee-dialog.tsx';
import { EmployeeFiltersBar } from './employee-filters-bar.tsx';
import { EmployeeCards, EmployeesTable } from './employees-table.tsx';
import { PagedRows, type Paging } from './paged-rows.tsx';

const PAGING: Paging = {
  label: 'Employee pages',
  pageSize: ADMIN_EMPLOYEE_PAGE_SIZE,
  loadingLabel: 'Loading employees...',
  emptyTitle: 'No employees found',
};

/** Every account, searched and filtered on the server, with 'Add Employee' and each one's Edit. */
export function EmployeesTab({ onEdit }: { onEdit: (id: number) => void }) {
  const { filters, setFilter } = useEmployeeFilters();
  const [page, setPage] = usePage(JSON.stringify(filters));
  const query = useAdminEmployees({ ...filters, page });
  const wide = useIsWideScreen();
  const [adding, setAdding] = useState(false);
  const filtered = Boolean(filters.search || filters.type || filters.status !== 'all');

  const List = wide ? EmployeesTable : EmployeeCards;
  const emptyText = filtered ? 'Try adjusting your search or filters' : undefined;

  return (
    <div className="space-y-4">
      <EmployeeFiltersBar filters={filters} onChange={setFilter} onAdd={() => setAdding(true)} />
      {query.data && (
        <p className="text-sm text-muted-foreground" role="status">
          {query.data.total === 1 ? '1 employee' : `${query.data.total} employees`}
        </p>
      )}
      <PagedRows query={query} paging={PAGING} page={page} onPage={setPage} emptyText={emptyText}>
        {(rows) => <List employees={rows} onEdit={onEdit} />}
      </PagedRows>
      {adding && <AddEmployeeDialog onClose={() => setAdding(false)} />}
    </div>
  );
}
