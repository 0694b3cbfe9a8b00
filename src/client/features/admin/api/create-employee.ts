import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { CreateEmployee, EmployeeWithTemporaryPassword } from '#shared/schemas/employee.ts';
import { invalidateAfterEmployeeChange } from './employee-cache.ts';

/** POST /api/employees: the new account and its temporary password, shown this once. */
const createEmployee = (body: CreateEmployee) =>
  apiRequest<EmployeeWithTemporaryPassword>('/api/employees', { method: 'POST', body });

/** Failures are the form's to show: field errors under the fields, the rest in a toast. */
export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: () => void invalidateAfterEmployeeChange(queryClient),
  });
}
