/**
 * If-Match as a condition (RFC 9110 13.1.1), after the route's header schema has checked its form:
 * `*`, or the strong entity tags it lists. A weak tag (W/"3") is left out: If-Match compares strongly,
 * so it never matches.
 */
export type IfMatch = { any: true } | { any: false; tags: string[] };

export function parseIfMatch(value: string | undefined): IfMatch | undefined {
  if (value === undefined) return undefined;
  if (value.trim() === '*') return { any: true };
  const tags = [...value.matchAll(/(W\/)?("[^"]*")/g)].filter((m) => !m[1]).map((m) => m[2] ?? '');
  return { any: false, tags };
}

/** Whether a resource whose current entity tag is `etag` meets the condition. */
export function ifMatchAccepts(condition: IfMatch, etag: string): boolean {
  return condition.any || condition.tags.includes(etag);
}
