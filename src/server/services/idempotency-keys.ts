import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import stringify from 'safe-stable-stringify';
import { ROLE_PERMISSIONS, type RoleAction } from '#shared/domain/role-permissions.ts';
import { KEY_IN_PROGRESS_MESSAGE, KEY_REUSED_MESSAGE } from '#shared/schemas/write-headers.ts';
import { type Db, type Executor, queryRows, type Tx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { assertMay } from '../permissions/assert-may.ts';
import { requireMayCompleteOrReopen } from './work-order-rules.ts';

/** Keys are kept at least this long (ADR 045): a phone that was offline for a week still replays. */
export const KEY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** A request that sent a key: who, which key, and what it asked for. */
export type KeyedRequest = { employeeId: number; key: string; fingerprint: string };
/** A key this request holds while its write runs; `token` proves it is still this request's. */
export type Claim = KeyedRequest & { token: string };
export type StoredAnswer = { statusCode: number; body: unknown; permission: string | null };

/**
 * Handed to a write, which calls it inside its own transaction with what it answers (and a role
 * permission it needed beyond the route's), so the key's answer commits with the write or not at all.
 */
export type RecordAnswer<T> = (tx: Tx, body: T, options?: { permission?: RoleAction }) => Promise<void>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * What a key is bound to: the method, the route, the work order and a SHA-256 of the parsed body,
 * its keys sorted, so the same change sent again with its fields in another order is the same request.
 */
export function requestFingerprint(request: {
  method: string;
  route: string;
  workOrderId: number | null;
  body: unknown;
}): string {
  const bodyHash = sha256(stringify(request.body ?? null) ?? 'null');
  const { method, route, workOrderId } = request;
  return sha256(stringify({ method, route, workOrderId, bodyHash }) ?? '');
}

const keyReused = () => new AppError('unprocessable_content', KEY_REUSED_MESSAGE);
const keyInProgress = () =>
  new AppError('conflict', KEY_IN_PROGRESS_MESSAGE, undefined, { 'retry-after': '1' });

const keyOf = (request: KeyedRequest) =>
  and(eq(idempotencyKeys.employeeId, request.employeeId), eq(idempotencyKeys.key, request.key));

/**
 * Takes the key for this request, or finds what it was already answered. One statement claims a new
 * key, or one whose request died with its process (unanswered longer than `staleAfterMs`, the route's
 * time limit); anything else is read by its primary key. Throws 422 for a key first sent with another
 * request and 409 (Retry-After) while the first request with it is still running.
 */
export async function claimIdempotencyKey(
  db: Db,
  request: KeyedRequest,
  staleAfterMs: number,
): Promise<{ claim: Claim } | { replay: StoredAnswer }> {
  // A key released between the two statements (its write failed) is claimed on the next turn.
  for (let turn = 0; turn < 3; turn += 1) {
    const token = randomUUID();
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({
        employeeId: request.employeeId,
        key: request.key,
        fingerprint: request.fingerprint,
        claimToken: token,
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.employeeId, idempotencyKeys.key],
        set: { claimToken: token, claimedAt: sql`now()` },
        // Taking over a stale hold is safe: the old request, if it still runs, can no longer
        // store its answer (recordIdempotentAnswer checks the token), so its write rolls back.
        setWhere: sql`${idempotencyKeys.statusCode} is null
          and ${idempotencyKeys.fingerprint} = ${request.fingerprint}
          and ${idempotencyKeys.claimedAt} < now() - make_interval(secs => ${staleAfterMs / 1000}::double precision)`,
      })
      .returning({ token: idempotencyKeys.claimToken });
    if (claimed) return { claim: { ...request, token } };
    const [held] = await db
      .select({
        fingerprint: idempotencyKeys.fingerprint,
        statusCode: idempotencyKeys.statusCode,
        body: idempotencyKeys.responseBody,
        permission: idempotencyKeys.permission,
      })
      .from(idempotencyKeys)
      .where(keyOf(request));
    if (!held) continue;
    if (held.fingerprint !== request.fingerprint) throw keyReused();
    if (held.statusCode === null) throw keyInProgress();
    return { replay: { statusCode: held.statusCode, body: held.body, permission: held.permission } };
  }
  throw keyInProgress();
}

/**
 * Stores the answer with the key, in the write's transaction. A hold taken over meanwhile (this
 * request outlived its time limit) fails the write, so the key's one write is the other request's.
 */
export async function recordIdempotentAnswer(
  tx: Executor,
  claim: Claim,
  answer: StoredAnswer,
): Promise<void> {
  const stored = await tx
    .update(idempotencyKeys)
    .set({
      statusCode: answer.statusCode,
      responseBody: answer.body,
      permission: answer.permission,
      completedAt: sql`now()`,
    })
    .where(and(keyOf(claim), eq(idempotencyKeys.claimToken, claim.token), isNull(idempotencyKeys.statusCode)))
    .returning({ key: idempotencyKeys.key });
  if (stored.length === 0) throw keyInProgress();
}

/** A write that failed frees its key: a refused request can simply be sent again. */
export async function releaseIdempotencyKey(db: Db, claim: Claim): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(keyOf(claim), eq(idempotencyKeys.claimToken, claim.token), isNull(idempotencyKeys.statusCode)),
    );
}

/**
 * A replay asks again the role rule its first request passed beyond the route's own (completing or
 * reopening): an employee who lost the right since is refused, as a new request would be.
 */
export function assertMayReplay(employee: { employeeType: string }, permission: string | null): void {
  if (permission === null) return;
  if (permission === 'work-orders:complete') {
    requireMayCompleteOrReopen(employee);
  } else if (permission in ROLE_PERMISSIONS) {
    assertMay(employee, permission as RoleAction);
  } else {
    throw new Error(`unknown permission stored with an idempotency key: ${permission}`);
  }
}

/** The maintenance sweep: keys older than the retention, answered or abandoned. */
export async function sweepIdempotencyKeys(db: Db, retentionMs = KEY_RETENTION_MS): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with swept as (
      delete from idempotency_keys
      where claimed_at < now() - make_interval(secs => ${retentionMs / 1000}::double precision)
      returning 1
    ) select count(*)::int as n from swept`,
  );
  return row?.n ?? 0;
}
