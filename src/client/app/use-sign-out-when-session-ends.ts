import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { forgetSavedAnswers } from '../lib/forget-saved-answers.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { forgetReadMemory } from '../lib/read-memory.ts';
import { rememberSessionEnded, sessionEndedMessage } from '../lib/session-ended-notice.ts';

/** No session (no token, a refused token, or the server's 401), as opposed to a failed request. */
export function isSignedOutError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'http') return error.status === 401;
  return error.kind === 'no-token' || error.kind === 'invalid-token' || error.kind === 'blocked-token';
}

/**
 * A session can end while the portal is open (expired, revoked, signed out in another tab). The
 * request layer then clears the token; this forgets the signed-in employee too, so the route guard
 * shows the login form (and returns here after signing in) instead of a layout whose every request
 * fails. The login form says why, in the catalogue's words ('Authentication expired - please log in again'),
 * whichever screen's request noticed first (ADR 014).
 */
export function useSignOutWhenSessionEnds() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const forgetEmployee = (error: unknown) => {
      if (!isSignedOutError(error)) return;
      if (queryClient.getQueryData(queryKeys.currentEmployee)) {
        rememberSessionEnded(sessionEndedMessage(error));
        forgetSavedAnswers();
        forgetReadMemory();
        queryClient.setQueryData(queryKeys.currentEmployee, null);
      }
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') forgetEmployee(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') forgetEmployee(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
