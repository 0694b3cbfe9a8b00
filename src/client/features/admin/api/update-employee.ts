import { useQueryClient } from '@tanstack/react-query';
import { patchEmployee } from '#client/lib/patch-employee.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import type { UpdateEmployee } from '#shared/schemas/employee-update.ts';
import { EMPLOYEE_CHANGE_KEYS, replaceInEmployeeList } from './employee-cache.ts';

type EmployeeChange = { id: number; changes: UpdateEmployee };

/** Failures are the form's to show (field errors under the fields, the rest in a toast). */
export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return usePortalMutation({
    // PATCH /api/employees/{id} with the changed fields only.
    mutationFn: ({ id, changes }: EmployeeChange) => patchEmployee(id, changes),
    success: (updated) => ({ title: 'Employee updated', description: updated.name }),
    onSuccess: (updated) => {
      // Editing yourself (name, type) changes the header and what you may do at once.
      queryClient.setQueryData<CurrentEmployee | null>(queryKeys.currentEmployee, (me) =>
        me && me.id === updated.id ? updated : me,
      );
      replaceInEmployeeList(queryClient, updated);
    },
    invalidates: EMPLOYEE_CHANGE_KEYS,
  });
}
