/**
 * If-Match as a condition (RFC 9110 13.1.1), after the route's header schema has checked its form:
 * `*`, or the strong entity tags it lists. A weak tag (W/"3") is left out: If-Match compares strongly,
 * so it never matches. http/if-match.ts reads it from the header; a write checks it here.
 */
export type IfMatch = { any: true } | { any: false; tags: string[] };

/** Whether a resource whose current entity tag is `etag` meets the condition. */
export function ifMatchAccepts(condition: IfMatch, etag: string): boolean {
  return condition.any || condition.tags.includes(etag);
}
