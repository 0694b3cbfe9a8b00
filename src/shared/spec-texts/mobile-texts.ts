/**
 * The mobile pages: what the four technician pages say when their list cannot be loaded, and
 * /minimal-mobile-tasks' two way-out buttons. The session-ended lines are also what the
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

/** /minimal-mobile-tasks: why the session ended, in its two causes. */
export const SESSION_ENDED_TEXTS = {
  noToken: 'No authentication token found - please log in again',
  expired: 'Authentication expired - please log in again',
} as const;

/**
 * Issue 23: the four phone pages say what they are in a technician's words, for the jobs shown:
 * the signed-in employee's own ('Mine') or everyone's ('All'). Each heading is also the tab title.
 */
export const MOBILE_PAGE_HEADINGS = {
  minimal: { mine: 'My jobs', all: 'All jobs' },
  simple: { mine: 'Update my jobs', all: 'Update all jobs' },
  cards: { mine: 'My job cards', all: 'All job cards' },
  ultra: { mine: 'My jobs, one line each', all: 'All jobs, one line each' },
} as const;

/** Issue 23: the Mine | All switch in each phone page's header, and the empty Mine list. */
export const MOBILE_SHOW_TEXTS = {
  legend: 'Show jobs',
  mine: 'Mine',
  all: 'All',
  noOwnJobs: 'No jobs of yours are open',
  noOwnJobsHint: 'Jobs you are assigned to, or on the team of, show here.',
  showAll: 'Show all jobs',
} as const;

/** A job opened without a connection shows the copy this phone saved when it was last opened. */
export const OFFLINE_TEXTS = {
  savedJob: 'Offline · as saved on this phone',
} as const;
