import { useQueryClient } from '@tanstack/react-query';
import { EMPLOYEE_STATUS_CHANGE_TOASTS, setEmployeeStatus } from '#client/lib/employee-status.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import { EMPLOYEE_CHANGE_KEYS, replaceInEmployeeList } from './employee-cache.ts';

type StatusChange = { id: number; isActive: boolean };

/** The Admin Panel's Active switch, with the employee-status toasts. */
export function useSetEmployeeStatus() {
  const queryClient = useQueryClient();
  return usePortalMutation({
    mutationFn: ({ id, isActive }: StatusChange) => setEmployeeStatus(id, isActive),
    ...EMPLOYEE_STATUS_CHANGE_TOASTS,
    onSuccess: (updated) => replaceInEmployeeList(queryClient, updated),
    invalidates: EMPLOYEE_CHANGE_KEYS,
  });
}
