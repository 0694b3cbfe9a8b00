/**
 * The dashboard overview is fresh for 5 s and not cached: leaving the page drops its data,
 * so coming back never shows yesterday's numbers before the new ones arrive.
 */
export const DASHBOARD_CACHE = { staleTime: 5_000, gcTime: 0 } as const;

/** The browser's IANA zone, so "today" and "this week" are the viewer's; undefined if unknown. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** `?tz=...` plus other parameters, leaving tz out when the browser does not say. */
export function withTimeZone(params: Record<string, string> = {}): URLSearchParams {
  const query = new URLSearchParams(params);
  const timeZone = browserTimeZone();
  if (timeZone) query.set('tz', timeZone);
  return query;
}
