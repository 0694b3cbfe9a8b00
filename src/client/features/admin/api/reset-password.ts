import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { EmployeeWithTemporaryPassword } from '#shared/schemas/employee.ts';
import { invalidateAfterEmployeeChange } from './employee-cache.ts';

/** POST /api/employees/{id}/reset-password: a new temporary password; the old one and sessions end. */
const resetEmployeePassword = (id: number) =>
  apiRequest<EmployeeWithTemporaryPassword>(`/api/employees/${id}/reset-password`, { method: 'POST' });

export function useResetEmployeePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetEmployeePassword,
    onSuccess: () => void invalidateAfterEmployeeChange(queryClient),
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Password reset failed', description: error.message });
    },
  });
}
