import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LOGOUT_TOASTS } from '../../../../shared/spec-texts/people-texts.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearStoredTokens } from '../../../lib/auth-storage.ts';
import { forgetSavedAnswers } from '../../../lib/forget-saved-answers.ts';
import { LOGIN_PATH } from '../login-destination.ts';

export const logout = () => apiRequest<{ message: string }>('/api/auth/logout', { method: 'POST' });

/**
 * Signs out (SPEC 7/8): the server revokes the session; whatever it answers, this browser forgets the
 * token and every cached answer, including the lists saved for offline use (ADR 015), and shows
 * the login page, so a failed call never leaves anyone half signed in.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: (_data, error) => {
      clearStoredTokens();
      forgetSavedAnswers();
      navigate(LOGIN_PATH, { replace: true });
      queryClient.clear();
      if (error) {
        toast({ variant: 'destructive', title: LOGOUT_TOASTS.failedTitle, description: error.message });
      } else {
        toast({ title: LOGOUT_TOASTS.doneTitle, description: LOGOUT_TOASTS.doneText });
      }
    },
  });
}
