import { useQueryClient } from '@tanstack/react-query';
import { EMPLOYEE_STATUS_CHANGE_TOASTS, setEmployeeStatus } from '#client/lib/employee-status.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import { EMPLOYEE_DIRECTORY_KEY, type EmployeeDirectoryPage } from './get-employee-directory.ts';

/** The toggle on an employee card, with the employee-status toasts. */
export function useSetEmployeeStatus(id: number) {
  const queryClient = useQueryClient();
  return usePortalMutation({
    mutationFn: (isActive: boolean) => setEmployeeStatus(id, isActive),
    ...EMPLOYEE_STATUS_CHANGE_TOASTS,
    onSuccess: (updated) => {
      // The switch shows the new state at once; the refetch below confirms it.
      queryClient.setQueriesData<EmployeeDirectoryPage>({ queryKey: EMPLOYEE_DIRECTORY_KEY }, (page) =>
        page
          ? {
              ...page,
              rows: page.rows.map((row) => (row.id === id ? { ...row, isActive: updated.isActive } : row)),
            }
          : page,
      );
    },
    // Workload lists active employees only.
    invalidates: [queryKeys.employees.all, queryKeys.dashboard.employeeStats()],
    awaitRefetch: true,
  });
}
