import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { CurrentEmployee, Employee } from '#shared/schemas/employee.ts';
import { ACTIVITY_LOG_ROOT_KEY } from './activity-query.ts';

/** Every employee list (the admin table, pickers, the Employees page) and the log the write added to. */
export const EMPLOYEE_CHANGE_KEYS: readonly QueryKey[] = [queryKeys.employees.all, ACTIVITY_LOG_ROOT_KEY];

/**
 * Puts a write's answer into the whole-staff list at once, so the open dialog shows it (the
 * switch stays where it was moved) before the refetch arrives. Only the list's own fields are
 * copied: the answer also carries the employee's settings.
 */
export function replaceInEmployeeList(queryClient: QueryClient, updated: CurrentEmployee): void {
  queryClient.setQueryData<Employee[]>(queryKeys.employees.all, (list) =>
    list?.map((employee) =>
      employee.id === updated.id
        ? (Object.fromEntries(
            Object.keys(employee).map((key) => [key, updated[key as keyof Employee]]),
          ) as Employee)
        : employee,
    ),
  );
}
