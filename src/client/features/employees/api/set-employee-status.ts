import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  setEmployeeStatus,
  toastEmployeeStatusFailed,
  toastEmployeeStatusUpdated,
} from '#client/lib/employee-status.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { EMPLOYEE_DIRECTORY_KEY, type EmployeeDirectory } from './get-employee-directory.ts';

/** The toggle on an employee card, with the employee-status toasts. */
export function useSetEmployeeStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) => setEmployeeStatus(id, isActive),
    onSuccess: async (updated) => {
      // The switch shows the new state at once; the refetch below confirms it.
      queryClient.setQueriesData<EmployeeDirectory>({ queryKey: EMPLOYEE_DIRECTORY_KEY }, (page) =>
        page
          ? {
              ...page,
              rows: page.rows.map((row) => (row.id === id ? { ...row, isActive: updated.isActive } : row)),
            }
          : page,
      );
      toastEmployeeStatusUpdated();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.employees.all }),
        // Workload lists active employees only.
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.employeeStats() }),
      ]);
    },
    onError: toastEmployeeStatusFailed,
  });
}
