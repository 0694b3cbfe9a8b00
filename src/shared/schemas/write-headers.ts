import { z } from 'zod';

/**
 * Idempotency-Key as the IETF httpapi draft writes it, a quoted string ("8e03978e-..."), or bare as
 * most clients send it; both name the same key. 1 to 255 printable ASCII characters either way.
 */
const IDEMPOTENCY_KEY_PATTERN = /^(?:"[\x20\x21\x23-\x5B\x5D-\x7E]{1,255}"|[\x20-\x7E]{1,255})$/;
export const IDEMPOTENCY_KEY_MESSAGE =
  'Idempotency-Key must be 1 to 255 printable ASCII characters, such as a UUID.';

/** An entity tag, strong or weak (RFC 9110 8.8.3); a list of them, or *, is an If-Match. */
const ENTITY_TAG = String.raw`(?:W/)?"[\x21\x23-\x7E\x80-\xFF]*"`;
export const ENTITY_TAGS_PATTERN = new RegExp(
  String.raw`^(?:\*|${ENTITY_TAG}(?:[ \t]*,[ \t]*${ENTITY_TAG})*)$`,
);
export const IF_MATCH_MESSAGE =
  'If-Match must be the ETag of the work order in double quotes, such as "3" (or a comma-separated list of them, or *).';

const idempotencyKey = z.string().regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_MESSAGE).optional().meta({
  description:
    'Makes the write happen once however often it is sent (ADR 045): a UUID the client makes for this write and sends again with every retry. A retry with the same key and request is answered what the first was (with `Idempotent-Replayed: true`) and writes nothing; the same key with another request is a 422; while the first is still in progress, a 409 with Retry-After. Keys are per employee, kept at least 7 days, and only a successful write keeps one.',
});

/** POST /api/work-orders/{id}/comments and POST /api/attachments. */
export const IdempotentWriteHeadersSchema = z.object({ 'idempotency-key': idempotencyKey });

/** PATCH /api/work-orders/{id}: exactly once, and only if the order is still the version the client saw. */
export const WorkOrderUpdateHeadersSchema = z.object({
  'idempotency-key': idempotencyKey,
  'if-match': z
    .string()
    .max(1000, IF_MATCH_MESSAGE)
    .regex(ENTITY_TAGS_PATTERN, IF_MATCH_MESSAGE)
    .optional()
    .meta({
      description:
        'The ETag of the work order as the client last saw it (`"<version>"`, from an ETag header or the `version` field of a list or detail): when the order has changed since, nothing is written and the answer is 412 with the current ETag (RFC 9110 13.1.1). A weak tag never matches; * matches any existing order.',
    }),
});

/** 422: the key names another write (ADR 045). */
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request. Send a new key with each new change.';
/** 409: the first request with the key has not finished. */
export const KEY_IN_PROGRESS_MESSAGE =
  'A request with this Idempotency-Key is still being processed. Try again in a moment.';
/** 412: If-Match names a version the order has moved on from. */
export const WORK_ORDER_CHANGED_MESSAGE =
  'This work order was changed since you loaded it. Reload it to see the changes, then make yours again.';
