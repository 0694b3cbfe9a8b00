import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearStoredTokens } from '../../../lib/auth-storage.ts';

export const logout = () => apiRequest<{ message: string }>('/api/auth/logout', { method: 'POST' });

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // SPEC 7: a failed logout still clears local tokens and caches.
    onSettled: () => {
      clearStoredTokens();
      queryClient.clear();
    },
  });
}
