/**
 * The headers of exactly-once writes and conflict checks (ADR 045), named once for the server and
 * the client's queue. Kept apart from the schemas so a client chunk can read them without zod.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Sent, as `true`, on an answer repeated from the first request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
export const ETAG_HEADER = 'etag';
export const IF_MATCH_HEADER = 'if-match';

/**
 * A work order's entity tag: its `version` in double quotes (`7` -> `"7"`). Answered as ETag by
 * `GET` and `PATCH /api/work-orders/{id}`; a client that saw the order in a list sends
 * `If-Match: workOrderEtag(item.version)` with its PATCH.
 */
export function workOrderEtag(version: number): string {
  return `"${version}"`;
}
