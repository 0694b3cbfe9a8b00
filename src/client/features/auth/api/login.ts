import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '../../../../shared/schemas/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeToken } from '../../../lib/auth-storage.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const login = (input: LoginRequest) =>
  apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body: input });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      storeToken(result.token);
      queryClient.setQueryData(queryKeys.currentEmployee, result.employee);
    },
  });
}
