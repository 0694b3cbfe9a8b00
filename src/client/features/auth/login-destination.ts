/** The sign-in page's own path; the route guard sends signed-out visitors here. */
export const LOGIN_PATH = '/login';

type FromLocation = { pathname?: unknown; search?: unknown; hash?: unknown };

/**
 * Where to go after signing in: the page the route guard stopped the visitor at (its
 * `location.state.from`, a path or a location object), else the home route. Only same-site paths are
 * honoured, so a crafted state cannot send anyone to another site or back to the login page.
 */
export function loginDestination(state: unknown): string {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object') {
    const { pathname, search, hash } = from as FromLocation;
    if (typeof pathname === 'string') {
      path = `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
    }
  }
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  if (path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}?`) || path.startsWith(`${LOGIN_PATH}#`)) {
    return '/';
  }
  return path;
}
