import { apiRequest } from '#client/lib/api-client.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import type { CreateEmployee, EmployeeWithTemporaryPassword } from '#shared/schemas/employee.ts';
import { EMPLOYEE_CHANGE_KEYS } from './employee-cache.ts';

/** POST /api/employees: the new account and its temporary password, shown this once. */
const createEmployee = (body: CreateEmployee) =>
  apiRequest<EmployeeWithTemporaryPassword>('/api/employees', { method: 'POST', body });

/** Failures are the form's to show: field errors under the fields, the rest in a toast. */
export function useCreateEmployee() {
  return usePortalMutation({ mutationFn: createEmployee, invalidates: EMPLOYEE_CHANGE_KEYS });
}
