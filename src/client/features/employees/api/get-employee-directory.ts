import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { Employee } from '#shared/schemas/employee.ts';

/**
 * Prefix of the /employees page's searched lists. Under `queryKeys.employees.all`, so invalidating
 * that refreshes them too; kept apart from the plain list (`employees.all` itself) that pickers read,
 * whose cached shape is an array rather than a page.
 */
export const EMPLOYEE_DIRECTORY_KEY = queryKeys.employees.directories();
const employeeDirectoryKey = (search: string) => queryKeys.employees.directory({ search });

export type EmployeeDirectoryPage = { rows: Employee[]; total: number };

/** GET /api/employees?search=: the server matches name, email, phone and type. */
function getEmployeeDirectory(search: string, signal?: AbortSignal): Promise<EmployeeDirectoryPage> {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  return apiPage<Employee>(`/api/employees${query}`, { signal });
}

const employeeDirectoryQuery = (search: string) =>
  queryOptions({
    queryKey: employeeDirectoryKey(search),
    queryFn: ({ signal }) => getEmployeeDirectory(search, signal),
    // A new search keeps the cards up until its answer arrives, instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });

export const useEmployeeDirectory = (search: string) => useQuery(employeeDirectoryQuery(search));
