import { ApiError } from './api-error.ts';
import { SESSION_ENDED_MESSAGES } from './session-ended-notice.ts';

/** SPEC 8 "Mobile pages": the words of the four technician pages. */
export const MOBILE_MESSAGES = {
  errorTitle: 'Error Loading Tasks',
  loadFailed: 'Failed to load work orders',
  noToken: 'No authentication token found',
  minimalNoToken: SESSION_ENDED_MESSAGES.noToken,
  minimalExpired: SESSION_ENDED_MESSAGES.expired,
} as const;

/**
 * /mobile-tasks, /simple-mobile-tasks and /ultra-mobile-tasks: 'HTTP {status}: {text}' when the
 * answer has a reason phrase, 'Request failed: {status}' when it has none (HTTP/2). A request that
 * got no answer keeps the request layer's words (they say to check the connection); anything else
 * is 'Failed to load work orders'.
 */
export function mobileListErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MOBILE_MESSAGES.loadFailed;
  switch (error.kind) {
    case 'no-token':
      return MOBILE_MESSAGES.noToken;
    case 'http':
      return error.statusText
        ? `HTTP ${error.status}: ${error.statusText}`
        : `Request failed: ${error.status}`;
    case 'network':
    case 'timeout':
      return error.message;
    default:
      return MOBILE_MESSAGES.loadFailed;
  }
}

/** /minimal-mobile-tasks: 'Failed to fetch data - Server error: {status}' for a server's refusal. */
export function minimalPageErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MOBILE_MESSAGES.loadFailed;
  switch (error.kind) {
    case 'no-token':
    case 'invalid-token':
    case 'blocked-token':
      return error.kind === 'no-token' ? MOBILE_MESSAGES.minimalNoToken : MOBILE_MESSAGES.minimalExpired;
    case 'http':
      return error.status === 401
        ? MOBILE_MESSAGES.minimalExpired
        : `Failed to fetch data - Server error: ${error.status}`;
    case 'network':
    case 'timeout':
      return error.message;
    default:
      return MOBILE_MESSAGES.loadFailed;
  }
}
