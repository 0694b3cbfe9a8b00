/**
 * What the OpenAPI document says about an operation that its route's schema cannot: the errors its
 * services give and the headers it sends. A route sets it as `config.openapi`, beside its schema,
 * whose `operationId` and `summary` name the operation. The error statuses a route's own shape
 * implies (validation, session, role guard, :id, request body, rate limit, Idempotency-Key) are
 * derived in openapi-error-statuses.ts; list here only what the services add.
 */
const ERROR_STATUSES = [400, 401, 403, 404, 409, 412, 413, 415, 422, 429, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

export type OperationDoc = {
  /** Statuses the services give beyond the derived ones. */
  errors?: readonly ErrorStatus[];
  /** Where an error means more on this operation than the general description says. */
  errorDescriptions?: Partial<Record<ErrorStatus, string>>;
  /** The answer is one page of a list; X-Total-Count is the size of the whole filtered list. */
  totalCount?: true;
  /** A work-order list paged by cursor too: X-Next-Cursor and Link when more rows follow (ADR 037). */
  nextCursor?: true;
  /** A file download: the content types it can have (it always sends Content-Disposition). */
  download?: readonly string[];
  /**
   * Takes an Idempotency-Key (ADR 045): a replay says Idempotent-Replayed, a 409 may be the key
   * still in progress (with Retry-After), a 422 the key used for another request.
   */
  idempotent?: true;
  /** Answers the work order's ETag (ADR 045); with `ifMatch`, a 412 carries the current one. */
  etag?: true;
  /**
   * An answer shared between screens (http/shared-answer.ts): an ETag of its bytes, a 304 with no
   * body on If-None-Match, never from before X-Seen-Event-Id.
   */
  sharedAnswer?: true;
  /** Also serves cached image renditions (ADR 048): ETag and Cache-Control, 304 on If-None-Match. */
  renditions?: true;
};

/** A 409 of an operation that takes an Idempotency-Key, unless the route says more (ADR 045). */
export const KEY_IN_PROGRESS =
  'a request with the same Idempotency-Key is still in progress: send it again after Retry-After seconds';
