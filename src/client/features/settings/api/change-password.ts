import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import {
  type ChangePassword,
  type ChangePasswordResponse,
  PASSWORD_MESSAGES,
} from '#shared/schemas/password.ts';

/** POST /api/auth/change-password: the server signs out every other session of this employee. */
const changePassword = (body: ChangePassword) =>
  apiRequest<ChangePasswordResponse>('/api/auth/change-password', { method: 'POST', body });

type ChangePasswordCallbacks = { onChanged: () => void; onFailed: (error: Error) => void };

export function useChangePassword({ onChanged, onFailed }: ChangePasswordCallbacks) {
  const queryClient = useQueryClient();
  return usePortalMutation<ChangePasswordResponse, Error, ChangePassword>({
    mutationFn: changePassword,
    success: { title: PASSWORD_MESSAGES.changed, description: 'Your other sessions have been signed out.' },
    onSuccess: () => {
      // The temporary password is gone: the server cleared the flag, the notice goes with it.
      queryClient.setQueryData<CurrentEmployee | null>(queryKeys.currentEmployee, (me) =>
        me ? { ...me, mustChangePassword: false } : me,
      );
      onChanged();
    },
    invalidates: [queryKeys.currentEmployee],
    onError: onFailed,
  });
}
