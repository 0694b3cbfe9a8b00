import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearStoredTokens, readStoredToken, TOKEN_STORAGE_KEY } from '#client/lib/auth-storage.ts';
import { forgetSavedAnswers } from '#client/lib/forget-saved-answers.ts';
import { type RevokeResult, revokeSessionSoon } from '#client/lib/pending-revokes.ts';
import { forgetReadMemory } from '#client/lib/read-memory.ts';
import { forgetSessionEndedNotice } from '#client/lib/session-ended-notice.ts';
import { clearTaskHistory } from '#client/lib/task-history.ts';
import { toast } from '#client/lib/toasts.ts';
import { LOGOUT_TOASTS } from '#shared/spec-texts/people-texts.ts';
import { LOGIN_PATH } from '../login-destination.ts';

/** Ours: the sign-out happened here, but the server hears of it only once the phone is online. */
export const LOGOUT_OFFLINE_TEXT =
  'You have been logged out on this device. The session ends on the server as soon as you are back online.';

/** The token of this browser's session, wherever a client put it (authToken, auth_token). */
function currentToken(): string | null {
  try {
    return (
      readStoredToken() ?? sessionStorage.getItem(TOKEN_STORAGE_KEY) ?? sessionStorage.getItem('auth_token')
    );
  } catch {
    return null;
  }
}

/**
 * What this device kept of the person: the token, the recently viewed jobs (customers' names), the
 * lists saved for offline use (ADR 046), the answers kept for the server's 304s and, once the login
 * page is up, every cached answer. The device's display choices (theme, density, list or cards) stay.
 */
function forgetPersonalData(): void {
  clearStoredTokens();
  forgetReadMemory();
  clearTaskHistory();
  forgetSessionEndedNotice();
  forgetSavedAnswers();
}

function sayHowItWent(result: RevokeResult | null): void {
  if (!result || result.done) {
    toast({ title: LOGOUT_TOASTS.doneTitle, description: LOGOUT_TOASTS.doneText });
  } else if (result.error.kind === 'network' || result.error.kind === 'timeout') {
    toast({ title: LOGOUT_TOASTS.doneTitle, description: LOGOUT_OFFLINE_TEXT });
  } else {
    toast({ variant: 'destructive', title: LOGOUT_TOASTS.failedTitle, description: result.error.message });
  }
}

function signOut(queryClient: QueryClient, goToLogin: () => void): void {
  const token = currentToken();
  // Written down before anything else, so the revoke is sent even if the tab closes now.
  const revoked = token ? revokeSessionSoon(token) : Promise.resolve(null);
  forgetPersonalData();
  goToLogin();
  // After leaving the screen: its queries would otherwise refetch at once, with no token.
  queryClient.clear();
  void revoked.then(sayHowItWent);
}

/**
 * Signs out (ADR 023) at once, online or not: this device forgets the session and
 * everything personal it kept, and shows the login page; the server is told to end the session
 * now, or when the connection returns. A failed call never leaves anyone half signed in.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    () => signOut(queryClient, () => navigate(LOGIN_PATH, { replace: true })),
    [queryClient, navigate],
  );
}
