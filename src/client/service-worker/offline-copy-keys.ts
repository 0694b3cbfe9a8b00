/**
 * What the service worker and the page agree on about saved answers (ADR 046). Pure: it runs in the
 * page and in the worker, so it imports nothing from either.
 */

/** The technicians' list: everything not completed, without notes (/minimal-mobile-tasks). */
export const MOBILE_LIST_PATH = '/api/work-orders?lightweight=true&status=open,in-progress,on-hold';

/**
 * The same list narrowed to the jobs one employee is on ('Mine', issue 23), filtered by the server
 * (GET /api/work-orders `assignee`).
 */
export function mobileListPathFor(assignee: number | null): string {
  return assignee === null ? MOBILE_LIST_PATH : `${MOBILE_LIST_PATH}&assignee=${assignee}`;
}

/** GET answers kept for offline use, per signed-in session: who is signed in, and their list. */
const SAVED_API_PATHS: readonly string[] = ['/api/auth/me', MOBILE_LIST_PATH];

const OWN_MOBILE_LIST = new RegExp(`^${MOBILE_LIST_PATH.replace(/[.?]/g, '\\$&')}&assignee=[1-9][0-9]{0,9}$`);

/** Is this path and query an answer the worker keeps: SAVED_API_PATHS, or an employee's own list. */
export function isSavedApiPath(path: string): boolean {
  return SAVED_API_PATHS.includes(path) || OWN_MOBILE_LIST.test(path);
}

/** Cache Storage names besides Workbox's precache: the page's unhashed files, and saved answers. */
export const HEAD_FILES_CACHE = 'portal-head-files-v1';
export const SAVED_ANSWERS_CACHE = 'portal-saved-answers-v1';

/** Set on an answer served from the saved copy: when that copy was saved (ISO 8601). */
export const SAVED_AT_HEADER = 'x-saved-at';

/** The page's word to the worker on sign-out: forget every saved answer, and any still on its way. */
export const FORGET_SAVED_ANSWERS_MESSAGE = 'forget-saved-answers';

/** The header the API reads the session token from. */
export const TOKEN_HEADER = 'x-auth-token';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Where a saved answer lives: under a hash of the session token, so an answer saved for one
 * session can never be found with another's token (another employee on the same phone), and the
 * token itself is never written to the cache.
 */
export async function savedAnswerUrl(origin: string, token: string, path: string): Promise<string> {
  return `${await savedSessionPrefix(origin, token)}${path}`;
}

/** Where every answer saved for one session starts (forgetting a session deletes them all). */
export async function savedSessionPrefix(origin: string, token: string): Promise<string> {
  return new URL(`/__saved__/${await sha256Hex(token)}`, origin).toString();
}

/** The path and query of a request URL, as SAVED_API_PATHS lists them. */
export function pathWithQuery(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${decodeURIComponent(parsed.search)}`;
}
