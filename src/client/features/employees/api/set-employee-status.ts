import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentEmployee } from '../../../../shared/schemas/employee.ts';
import type { UpdateEmployeeStatus } from '../../../../shared/schemas/employee-update.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { EMPLOYEE_DIRECTORY_KEY, type EmployeeDirectory } from './get-employee-directory.ts';

/** PATCH /api/employees/{id}/status (management only; deactivating also signs them out). */
export const setEmployeeStatus = (id: number, body: UpdateEmployeeStatus) =>
  apiRequest<CurrentEmployee>(`/api/employees/${id}/status`, { method: 'PATCH', body });

/** The toggle on an employee card, with SPEC 8's employee-status toasts. */
export function useSetEmployeeStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) => setEmployeeStatus(id, { isActive }),
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
      toast({
        title: 'Employee Status Updated',
        description: 'The employee status has been successfully changed.',
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.employees.all }),
        // Workload lists active employees only.
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.employeeStats() }),
      ]);
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: error.message || 'Failed to update employee status.',
      });
    },
  });
}
