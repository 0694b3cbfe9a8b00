/**
 * SPEC 8 "Mobile pages": what the four technician pages say when their list cannot be loaded, and
 * SPEC 2 /minimal-mobile-tasks' two way-out buttons. The session-ended lines are also what the
 * login form says after a session ended (ADR 014).
 */
export const MOBILE_ERROR_TEXTS = {
  loadingErrorTitle: 'Error Loading Tasks',
  retry: 'Retry',
  loadFailed: 'Failed to load work orders',
  httpStatus: 'HTTP {status}: {text}',
  requestFailed: 'Request failed: {status}',
  noToken: 'No authentication token found',
  minimalServerError: 'Failed to fetch data - Server error: {status}',
  loginAgain: 'Login Again',
  forceRefresh: 'Force Refresh',
} as const;

/** SPEC 8 "Mobile pages", /minimal-mobile-tasks: why the session ended, in its two causes. */
export const SESSION_ENDED_TEXTS = {
  noToken: 'No authentication token found - please log in again',
  expired: 'Authentication expired - please log in again',
} as const;
