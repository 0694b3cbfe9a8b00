import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { apiRequest } from '#client/lib/api-client.ts';
import { storeToken } from '#client/lib/auth-storage.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import type { LoginRequest, LoginResponse } from '#shared/schemas/auth.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { LOGIN_TOASTS } from '#shared/spec-texts/people-texts.ts';
import { LOGIN_PATH, loginDestination } from '../login-destination.ts';

const login = (input: LoginRequest) =>
  apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body: input });

/**
 * Signs in: stores the token, seeds the current employee so the app needs no second
 * request, says so (a toast), and goes back to where the visitor was headed.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return usePortalMutation({
    mutationFn: login,
    success: (result) => ({
      title: LOGIN_TOASTS.successTitle,
      description: fillTemplate(LOGIN_TOASTS.successText, { name: result.employee.name }),
    }),
    onSuccess: (result) => {
      storeToken(result.token);
      // Navigate before seeding: both updates land in one render, so a "signed-in visitors leave
      // /login" redirect never gets the chance to override the destination.
      if (location.pathname === LOGIN_PATH) {
        navigate(loginDestination(location.state), { replace: true });
      }
      // Nothing a previous session left in memory (its lists, its saved mobile list) may show for
      // this one: a session that ended with a 401 keeps the cache until now.
      queryClient.clear();
      queryClient.setQueryData(queryKeys.currentEmployee, result.employee);
    },
    failure: (error) => ({
      title: LOGIN_TOASTS.failedTitle,
      description: error.message || LOGIN_TOASTS.failedText,
    }),
  });
}
