import { UserPlusIcon, XIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState, ListError, ListSkeleton } from '#client/components/work-order-list/list-states.tsx';
import { PageHeading } from '#client/components/work-order-list/page-heading.tsx';
import { SearchBox, type SearchBoxTexts } from '#client/components/work-order-list/search-box.tsx';
import { useUrlParams } from '#client/components/work-order-list/use-url-params.ts';
import { EMPLOYEE_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { NAV_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { useEmployeeDirectory } from '../api/get-employee-directory.ts';
import { useEmployeeWorkloads } from '../api/get-employee-workloads.ts';
import { EmployeeCard } from './employee-card.tsx';

const SEARCH: SearchBoxTexts = { label: 'Search employees', placeholder: 'Search employees...' };

const employeeCount = (total: number) => `${total} ${total === 1 ? 'employee' : 'employees'}`;

/** Management's staff list: searched on the server, the search kept in the URL. */
export function EmployeeDirectory({ currentEmployeeId }: { currentEmployeeId: number }) {
  const { params, setParam } = useUrlParams();
  const search = (params.get('search') ?? '').trim();
  const directory = useEmployeeDirectory(search);
  const workloads = useEmployeeWorkloads();
  const clearSearch = () => setParam('search', null);

  const content = (() => {
    if (directory.isPending) return <ListSkeleton view="cards" label="Loading employees..." />;
    if (directory.isError && !directory.data) {
      return <ListError message={directory.error.message} onRetry={() => void directory.refetch()} />;
    }
    const employees = directory.data.rows;
    if (employees.length === 0) {
      return search ? (
        <EmptyState
          title="No employees match your search"
          description="Try a name, email, phone number or type."
          action={
            <Button variant="outline" onClick={clearSearch}>
              <XIcon aria-hidden="true" />
              Clear
            </Button>
          }
        />
      ) : (
        <EmptyState title="No employees yet" description="Add employees in the admin panel." />
      );
    }
    return (
      <ul
        aria-busy={directory.isPlaceholderData || undefined}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      >
        {employees.map((employee) => (
          <li key={employee.id} className="flex min-w-0">
            <EmployeeCard
              employee={employee}
              workload={workloads.data?.get(employee.id)}
              workloadStatus={workloads.status}
              isSelf={employee.id === currentEmployeeId}
            />
          </li>
        ))}
      </ul>
    );
  })();

  return (
    <section className="mx-auto max-w-7xl space-y-4">
      <PageHeading title={NAV_TEXTS.employees} total={directory.data?.total} countLabel={employeeCount}>
        <Button asChild>
          <Link to="/admin">
            <UserPlusIcon aria-hidden="true" />
            {EMPLOYEE_TEXTS.addEmployee}
          </Link>
        </Button>
      </PageHeading>
      <div className="flex rounded-xl border bg-card p-3 sm:p-4">
        <SearchBox texts={SEARCH} value={search} onSearch={(next) => setParam('search', next || null)} />
      </div>
      {content}
    </section>
  );
}
