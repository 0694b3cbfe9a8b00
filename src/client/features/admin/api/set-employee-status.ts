import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  setEmployeeStatus,
  toastEmployeeStatusFailed,
  toastEmployeeStatusUpdated,
} from '#client/lib/employee-status.ts';
import { invalidateAfterEmployeeChange, replaceInEmployeeList } from './employee-cache.ts';

type StatusChange = { id: number; isActive: boolean };

/** The Admin Panel's Active switch, with the employee-status toasts. */
export function useSetEmployeeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: StatusChange) => setEmployeeStatus(id, isActive),
    onSuccess: (updated) => {
      replaceInEmployeeList(queryClient, updated);
      toastEmployeeStatusUpdated();
      void invalidateAfterEmployeeChange(queryClient);
    },
    onError: toastEmployeeStatusFailed,
  });
}
