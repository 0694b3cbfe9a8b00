import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { Employee } from '#shared/schemas/employee.ts';

/** Rows per page of the admin table: a company's staff fits in one or two. */
export const ADMIN_EMPLOYEE_PAGE_SIZE = 50;

export type EmployeeStatusFilter = 'all' | 'active' | 'inactive';

export type AdminEmployeeParams = {
  search: string;
  /** An employee type, or '' for all. */
  type: string;
  status: EmployeeStatusFilter;
  /** Zero-based. */
  page: number;
};

/**
 * The admin table's key: under employees.all, so every employee write (here or on the Employees
 * page) refreshes it, and apart from the whole-list key the pickers share.
 */
const adminEmployeesKey = (params: AdminEmployeeParams) =>
  [...queryKeys.employees.all, 'admin', params] as const;

/** GET /api/employees with the table's filters, one page; the total from X-Total-Count. */
function getAdminEmployeePage(params: AdminEmployeeParams, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.type) query.set('type', params.type);
  if (params.status !== 'all') query.set('active', String(params.status === 'active'));
  query.set('limit', String(ADMIN_EMPLOYEE_PAGE_SIZE));
  query.set('offset', String(params.page * ADMIN_EMPLOYEE_PAGE_SIZE));
  return apiPage<Employee>(`/api/employees?${query}`, { signal });
}

const adminEmployeesQuery = (params: AdminEmployeeParams) =>
  queryOptions({
    queryKey: adminEmployeesKey(params),
    queryFn: ({ signal }) => getAdminEmployeePage(params, signal),
    // A new filter keeps the current rows up until its answer arrives, instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });

export const useAdminEmployees = (params: AdminEmployeeParams) => useQuery(adminEmployeesQuery(params));
