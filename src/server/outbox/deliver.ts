import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { OutboxChannel } from './compose.ts';
import type { Transports } from './transport.ts';

export type DeliveryOptions = {
  /** Rows claimed per pass. */
  batchSize?: number;
  /** After this many attempts a message is marked failed and left for a person to look at. */
  maxAttempts?: number;
  /** A row still 'sending' this long after its claim belongs to a crashed worker and is taken again. */
  leaseMs?: number;
  /** Wait before attempt n + 1 after n failed attempts. */
  backoffMs?: (attempts: number) => number;
  now?: () => Date;
};

/**
 * `unrecorded`: handed to the transport, but its outcome could not be written (the database went
 * away). The row stays 'sending' and goes out again, with the same key, once the lease runs out.
 */
export type DeliveryResult = {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  unrecorded: number;
};

const DEFAULT_MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 60 * 60_000;
const MAX_ERROR_LENGTH = 500;
/** A dropped connection is often back a moment later: the pool opens a new one. */
const RECORD_RETRY_DELAY_MS = 200;

/** 30 s, 1 min, 2 min, ... capped at an hour: eight attempts span about an hour. */
export function exponentialBackoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_CAP_MS);
}

type Claimed = {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  attempts: number;
  messageKey: string;
};
type Settings = Required<DeliveryOptions>;

function settingsOf(options: DeliveryOptions): Settings {
  return {
    batchSize: options.batchSize ?? 20,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    leaseMs: options.leaseMs ?? 5 * 60_000,
    backoffMs: options.backoffMs ?? exponentialBackoffMs,
    now: options.now ?? (() => new Date()),
  };
}

/**
 * Takes due rows in a short transaction of its own: SKIP LOCKED lets several workers (several
 * server processes) claim disjoint rows, and 'sending' with a lease keeps them claimed after commit.
 */
async function claimDueMessages(db: Db, s: Settings): Promise<Claimed[]> {
  const now = s.now();
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id, attempts: outbox.attempts })
      .from(outbox)
      .where(
        and(or(eq(outbox.status, 'pending'), eq(outbox.status, 'sending')), lte(outbox.nextAttemptAt, now)),
      )
      .orderBy(outbox.nextAttemptAt, outbox.id)
      .limit(s.batchSize)
      .for('update', { skipLocked: true });
    // Only an abandoned 'sending' row can be due with no attempts left.
    const exhausted = due.filter((row) => row.attempts >= s.maxAttempts).map((row) => row.id);
    if (exhausted.length > 0) {
      await tx
        .update(outbox)
        .set({ status: 'failed', lastError: 'Delivery was interrupted on the last attempt' })
        .where(inArray(outbox.id, exhausted));
    }
    const ids = due.filter((row) => row.attempts < s.maxAttempts).map((row) => row.id);
    if (ids.length === 0) return [];
    return tx
      .update(outbox)
      .set({
        status: 'sending',
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + s.leaseMs),
      })
      .where(inArray(outbox.id, ids))
      .returning({
        id: outbox.id,
        channel: outbox.channel,
        recipient: outbox.recipient,
        subject: outbox.subject,
        body: outbox.body,
        attempts: outbox.attempts,
        messageKey: outbox.messageKey,
      });
  });
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH) || 'Unknown delivery error';
}

/** Only the claim that is still current may record an outcome (a reclaimed row has moved on). */
const stillOurs = (row: Claimed) =>
  and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts));

type Outcome = 'sent' | 'retried' | 'failed';
type OutboxUpdate = Partial<typeof outbox.$inferInsert>;

/**
 * Writes the outcome of a claim, trying once more if the first write fails. Answers false when
 * both failed: the message may have gone out, and is sent again with the same key after the lease.
 */
async function recordOutcome(db: Db, row: Claimed, set: OutboxUpdate): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.update(outbox).set(set).where(stillOurs(row));
      return true;
    } catch {
      if (attempt === 2) return false;
      await sleep(RECORD_RETRY_DELAY_MS);
    }
  }
}

async function deliverOne(
  db: Db,
  transports: Transports,
  row: Claimed,
  s: Settings,
): Promise<Outcome | 'unrecorded'> {
  let outcome: Outcome;
  let set: OutboxUpdate;
  try {
    await transports[row.channel as OutboxChannel].send({
      channel: row.channel as OutboxChannel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      key: row.messageKey,
    });
    outcome = 'sent';
    set = { status: 'sent', sentAt: s.now(), lastError: null };
  } catch (error) {
    const lastError = errorText(error);
    if (row.attempts >= s.maxAttempts) {
      outcome = 'failed';
      set = { status: 'failed', lastError };
    } else {
      outcome = 'retried';
      const nextAttemptAt = new Date(s.now().getTime() + s.backoffMs(row.attempts));
      set = { status: 'pending', lastError, nextAttemptAt };
    }
  }
  return (await recordOutcome(db, row, set)) ? outcome : 'unrecorded';
}

/** One pass of the outbox: claim due messages, hand them to their transports, record each outcome. */
export async function deliverDueMessages(
  db: Db,
  transports: Transports,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const s = settingsOf(options);
  const claimed = await claimDueMessages(db, s);
  const outcomes = await Promise.all(claimed.map((row) => deliverOne(db, transports, row, s)));
  return {
    claimed: claimed.length,
    sent: outcomes.filter((o) => o === 'sent').length,
    retried: outcomes.filter((o) => o === 'retried').length,
    failed: outcomes.filter((o) => o === 'failed').length,
    unrecorded: outcomes.filter((o) => o === 'unrecorded').length,
  };
}
