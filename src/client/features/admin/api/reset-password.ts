import { apiRequest } from '#client/lib/api-client.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import type { EmployeeWithTemporaryPassword } from '#shared/schemas/employee.ts';
import { EMPLOYEE_CHANGE_KEYS } from './employee-cache.ts';

/** POST /api/employees/{id}/reset-password: a new temporary password; the old one and sessions end. */
const resetEmployeePassword = (id: number) =>
  apiRequest<EmployeeWithTemporaryPassword>(`/api/employees/${id}/reset-password`, { method: 'POST' });

export function useResetEmployeePassword() {
  return usePortalMutation({
    mutationFn: resetEmployeePassword,
    invalidates: EMPLOYEE_CHANGE_KEYS,
    failure: (error) => ({ title: 'Password reset failed', description: error.message }),
  });
}
