import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { SIGN_IN_LIMIT_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { type Db, type Executor, queryRows } from '../db/client.ts';
import { loginAttempts, signInAttempts } from '../db/schema.ts';
import { RetryLaterError } from '../errors/retry-later-error.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// The numbers and why: ADR 030 (NIST SP 800-63B rate limiting, OWASP ASVS 5.0 V6).
/** Failures one address may make for one account before each further attempt has to wait. */
export const FREE_FAILURES_PER_ADDRESS = 5;
/** The first wait, doubled with each further failure, up to the cap (NIST's example: 30 s to an hour). */
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = HOUR_MS;
/** An address's failures for an account are forgotten after a day without one, or at its success. */
const ADDRESS_MEMORY_MS = DAY_MS;
/** Failures from every address together within the window that hold the account until it ends. */
export const ACCOUNT_HOLD_FAILURES = 50;
const ACCOUNT_WINDOW_MS = HOUR_MS;
/** An address that signed in to the account this recently is not held with it (NIST's allowlist). */
const KNOWN_ADDRESS_MS = 30 * DAY_MS;
/** The row that counts the account's failures from every address. */
const WHOLE_ACCOUNT = '*';
/** Rounds of simultaneous attempts from one address before the late ones are told to wait a moment. */
const CLAIM_ROUNDS = 3;

type Row = typeof signInAttempts.$inferSelect;

/** How long an address waits after `failures` failures in a row (0 while it has free ones left). */
export function waitAfterFailures(failures: number): number {
  if (failures < FREE_FAILURES_PER_ADDRESS) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES_PER_ADDRESS), LONGEST_WAIT_MS);
}

/** 'Too many sign-in attempts. Please wait 16 minutes and try again.' */
export function tooManySignInAttemptsMessage(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const minutes = Math.ceil(whole / 60);
  const wait =
    whole < 60
      ? whole === 1
        ? SIGN_IN_LIMIT_TEXTS.oneSecond
        : fillTemplate(SIGN_IN_LIMIT_TEXTS.seconds, { count: whole })
      : minutes === 1
        ? SIGN_IN_LIMIT_TEXTS.oneMinute
        : fillTemplate(SIGN_IN_LIMIT_TEXTS.minutes, { count: minutes });
  return fillTemplate(SIGN_IN_LIMIT_TEXTS.tooManyAttempts, { wait });
}

function refuse(waitMs: number): never {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  throw new RetryLaterError(tooManySignInAttemptsMessage(seconds), seconds);
}

const isForgotten = (pair: Row | undefined, now: number) =>
  !pair?.lastFailedAt || now - pair.lastFailedAt.getTime() >= ADDRESS_MEMORY_MS;

/** Milliseconds before this address may try this account again; 0 when it may now. */
function waitBeforeAttempt(pair: Row | undefined, account: Row | undefined, now: number): number {
  let wait = 0;
  if (pair?.lastFailedAt && !isForgotten(pair, now)) {
    wait = pair.lastFailedAt.getTime() + waitAfterFailures(pair.failures) - now;
  }
  const known = pair?.lastSucceededAt && now - pair.lastSucceededAt.getTime() < KNOWN_ADDRESS_MS;
  if (account && !known && account.failures >= ACCOUNT_HOLD_FAILURES) {
    wait = Math.max(wait, account.windowStartedAt.getTime() + ACCOUNT_WINDOW_MS - now);
  }
  return wait;
}

async function readAttempts(db: Db, accountKey: string, address: string) {
  const rows = await db
    .select()
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.accountKey, accountKey),
        inArray(signInAttempts.address, [address, WHOLE_ACCOUNT]),
      ),
    );
  return {
    pair: rows.find((row) => row.address === address),
    account: rows.find((row) => row.address === WHOLE_ACCOUNT),
  };
}

/**
 * Counts a failure of this address and of the account in one statement. With `seen`, only if the
 * address's row is still as it was read: of simultaneous attempts, one takes each turn.
 */
async function countFailure(
  db: Db,
  accountKey: string,
  address: string,
  now: Date,
  seen?: Row,
): Promise<boolean> {
  const unchanged = seen
    ? sql`t.failures = ${seen.failures} and t.last_failed_at is not distinct from ${seen.lastFailedAt}::timestamptz`
    : sql`true`;
  const forgotten = sql`coalesce(t.last_failed_at <= ${new Date(now.getTime() - ADDRESS_MEMORY_MS)}::timestamptz, true)`;
  const windowOver = sql`t.window_started_at <= ${new Date(now.getTime() - ACCOUNT_WINDOW_MS)}::timestamptz`;
  const [result] = await queryRows<{ counted: number }>(
    db,
    sql`with pair as (
      insert into sign_in_attempts as t (account_key, address, failures, window_started_at, last_failed_at)
      values (${accountKey}, ${address}, 1, ${now}::timestamptz, ${now}::timestamptz)
      on conflict (account_key, address) do update
        set failures = case when ${forgotten} then 1 else t.failures + 1 end,
          last_failed_at = excluded.last_failed_at
        where ${unchanged}
      returning 1
    ), account as (
      insert into sign_in_attempts as t (account_key, address, failures, window_started_at, last_failed_at)
      select ${accountKey}::text, ${WHOLE_ACCOUNT}::text, 1, ${now}::timestamptz, ${now}::timestamptz from pair
      on conflict (account_key, address) do update
        set failures = case when ${windowOver} then 1 else t.failures + 1 end,
          window_started_at = case when ${windowOver} then excluded.window_started_at else t.window_started_at end,
          last_failed_at = excluded.last_failed_at
      returning 1
    )
    select count(*)::int as counted from pair`,
  );
  return (result?.counted ?? 0) > 0;
}

/**
 * The right password: this address's failures for the account are forgotten (NIST) and the address
 * is known to the account from now on; an attempt counted in advance no longer counts.
 */
async function recordSuccess(db: Db, accountKey: string, address: string, countedInAdvance: boolean) {
  const now = new Date();
  const pair = sql`insert into sign_in_attempts as t (account_key, address, failures, last_succeeded_at)
    values (${accountKey}, ${address}, 0, ${now}::timestamptz)
    on conflict (account_key, address) do update
      set failures = 0, last_failed_at = null, last_succeeded_at = excluded.last_succeeded_at`;
  if (!countedInAdvance) {
    await db.execute(pair);
    return;
  }
  await db.execute(sql`with pair as (${pair})
    update sign_in_attempts set failures = greatest(failures - 1, 0)
    where account_key = ${accountKey} and address = ${WHOLE_ACCOUNT}`);
}

/** What the sign-in reports once the password has been checked. */
export type SignInAttempt = { failed: () => Promise<void>; succeeded: () => Promise<void> };

/**
 * Before the password is checked: refuses (429, with the wait) an address that must still wait
 * after its failures for this account, or any address the account is held against.
 *
 * An address with failures takes turns: its attempt is counted as a failure before the password
 * is checked (taken back if it proves right), so of simultaneous guesses one is checked per wait.
 * An address with a clean record is not made to take turns (simultaneous right passwords all get
 * in); its failures are counted as they happen, and its first burst is bounded by the per-address
 * request limit.
 */
export async function beginSignInAttempt(
  db: Db,
  accountKey: string,
  address: string,
): Promise<SignInAttempt> {
  for (let round = 0; round < CLAIM_ROUNDS; round++) {
    const now = new Date();
    const { pair, account } = await readAttempts(db, accountKey, address);
    const wait = waitBeforeAttempt(pair, account, now.getTime());
    if (wait > 0) refuse(wait);
    if (isForgotten(pair, now.getTime())) {
      return {
        failed: async () => void (await countFailure(db, accountKey, address, new Date())),
        succeeded: () => recordSuccess(db, accountKey, address, false),
      };
    }
    if (await countFailure(db, accountKey, address, now, pair)) {
      return { failed: async () => {}, succeeded: () => recordSuccess(db, accountKey, address, true) };
    }
  }
  // Another attempt from this address took each turn while this one waited for it.
  refuse(1000);
}

/** An administrator's password reset: every count for the account starts again. */
export async function forgetSignInAttempts(db: Executor, accountKey: string): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(and(eq(signInAttempts.accountKey, accountKey), sql`${signInAttempts.lastSucceededAt} is null`));
  await db
    .update(signInAttempts)
    .set({ failures: 0, lastFailedAt: null })
    .where(eq(signInAttempts.accountKey, accountKey));
}

/** The hourly sweep: rows that no longer count for anything (an address's failures, a known address). */
export async function removeStaleSignInAttempts(db: Db, now = Date.now()): Promise<number> {
  const forgotten = new Date(now - ADDRESS_MEMORY_MS);
  const unknown = new Date(now - KNOWN_ADDRESS_MS);
  const removed = await db
    .delete(signInAttempts)
    .where(
      sql`case when ${signInAttempts.address} = ${WHOLE_ACCOUNT}
        then ${signInAttempts.windowStartedAt} <= ${new Date(now - ACCOUNT_WINDOW_MS)}
        else coalesce(${signInAttempts.lastFailedAt} <= ${forgotten}, true)
          and coalesce(${signInAttempts.lastSucceededAt} <= ${unknown}, true) end`,
    )
    .returning({ accountKey: signInAttempts.accountKey });
  // Change Password's counts (services/password-changes.ts) last 15 minutes; older rows, and the
  // sign-in counts this table held before ADR 030, are of no use.
  const oldCounts = await db
    .delete(loginAttempts)
    .where(lte(loginAttempts.windowStartedAt, new Date(now - DAY_MS)))
    .returning({ accountKey: loginAttempts.accountKey });
  return removed.length + oldCounts.length;
}
