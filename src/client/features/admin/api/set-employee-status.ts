import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentEmployee } from '../../../../shared/schemas/employee.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateAfterEmployeeChange, replaceInEmployeeList } from './employee-cache.ts';

type StatusChange = { id: number; isActive: boolean };

/** PATCH /api/employees/{id}/status (management only; deactivating signs the employee out). */
export const setEmployeeStatus = ({ id, isActive }: StatusChange) =>
  apiRequest<CurrentEmployee>(`/api/employees/${id}/status`, { method: 'PATCH', body: { isActive } });

/** SPEC 8's employee-status toasts. */
export function useSetEmployeeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEmployeeStatus,
    onSuccess: (updated) => {
      replaceInEmployeeList(queryClient, updated);
      toast({
        title: 'Employee Status Updated',
        description: 'The employee status has been successfully changed.',
      });
      void invalidateAfterEmployeeChange(queryClient);
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
