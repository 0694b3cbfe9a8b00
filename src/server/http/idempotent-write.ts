import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '#shared/domain/write-headers.ts';
import {
  assertMayReplay,
  claimIdempotencyKey,
  type RecordAnswer,
  recordIdempotentAnswer,
  releaseIdempotencyKey,
  requestFingerprint,
} from '../services/idempotency-keys.ts';

/** The draft's form, a quoted string without escapes; what it holds is the key. */
const QUOTED_KEY = /^"([\x20\x21\x23-\x5B\x5D-\x7E]+)"$/;

/** The request's Idempotency-Key as the route's header schema let it through, unquoted; or none. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof value !== 'string') return undefined;
  return QUOTED_KEY.exec(value)?.[1] ?? value;
}

type IdempotentWrite<T> = {
  /** The status of a successful write. */
  status: 200 | 201;
  /** What the key is bound to besides the method and route. */
  workOrderId: number | null;
  body: unknown;
  /** After this long without an answer a held key counts as abandoned (the route's time limit). */
  staleAfterMs: number;
  /** Headers of the answer, the first or a replay (a PATCH's ETag). */
  headersOf?: (answer: T) => Record<string, string>;
  /** Runs the write; with a key, `record` must be called inside its transaction with the answer. */
  write: (record: RecordAnswer<T> | undefined) => Promise<T>;
  /** Runs before a replay is answered (an upload's temp file is discarded). */
  onReplay?: () => Promise<void>;
};

/**
 * Runs a write exactly once per Idempotency-Key (ADR 045); without the header, just the write. Sets
 * the answer's status and headers and returns its body, for the handler to return. The session hook
 * and role guards have run before this, as for any request. A key seen before is answered from the
 * database, nothing written, with Idempotent-Replayed: true; a write that fails frees its key, so
 * only a successful (2xx) write keeps one.
 */
export async function answerIdempotently<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  write: IdempotentWrite<T>,
): Promise<T> {
  const answer = (status: number, body: T): T => {
    reply.status(status).headers(write.headersOf?.(body) ?? {});
    return body;
  };
  const key = idempotencyKeyOf(request);
  if (key === undefined) return answer(write.status, await write.write(undefined));

  const { db } = request.server;
  const fingerprint = requestFingerprint({
    method: request.method,
    route: request.routeOptions.url ?? request.url,
    workOrderId: write.workOrderId,
    body: write.body,
  });
  const outcome = await claimIdempotencyKey(
    db,
    { employeeId: request.employee.id, key, fingerprint },
    write.staleAfterMs,
  );
  if ('replay' in outcome) {
    const { statusCode, body, permission } = outcome.replay;
    assertMayReplay(request.employee, permission);
    await write.onReplay?.();
    reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return answer(statusCode, body as T);
  }

  const { claim } = outcome;
  let recorded = false;
  try {
    const body = await write.write(async (tx, written, options) => {
      await recordIdempotentAnswer(tx, claim, {
        statusCode: write.status,
        body: written,
        permission: options?.permission ?? null,
      });
      recorded = true;
    });
    // A write that forgot to record would leave its key held with no answer: a bug, said loudly.
    if (!recorded) throw new Error(`${request.method} ${request.routeOptions.url} did not record its key`);
    return answer(write.status, body);
  } catch (error) {
    // Frees the key unless an answer committed with it (a failed commit rolled the answer back too).
    await releaseIdempotencyKey(db, claim).catch((releaseError: unknown) =>
      // Then it is held until it is stale (the route's time limit), and free again.
      request.log.warn({ err: releaseError }, 'could not free an idempotency key after a failed write'),
    );
    throw error;
  }
}
