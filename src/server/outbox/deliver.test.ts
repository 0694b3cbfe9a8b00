import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import {
  closeTransportFakes,
  mailHeader,
  smsGateway,
  smtpServer,
} from '#tooling/test-server/transport-fakes.ts';
import type { Database, Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { type DeliveryOptions, deliverDueMessages, exponentialBackoffMs } from './deliver.ts';
import type { OutgoingMessage, Transport, Transports } from './transport.ts';
import { createTransports } from './transports.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(outbox);
});
afterEach(closeTransportFakes);

const T0 = new Date('2030-01-01T12:00:00.000Z');
const at = (ms: number) => () => new Date(T0.getTime() + ms);

async function queue(count: number, fields: Partial<typeof outbox.$inferInsert> = {}) {
  return database.db
    .insert(outbox)
    .values(
      Array.from({ length: count }, (_, i) => ({
        channel: i % 2 === 0 ? 'email' : 'sms',
        recipient: `recipient-${i}`,
        subject: i % 2 === 0 ? `Subject ${i}` : null,
        body: `Body ${i}`,
        dedupeKey: `test:${i}`,
        nextAttemptAt: T0,
        ...fields,
      })),
    )
    .returning();
}

/** A transport edge that records what it was handed; `fail` decides per message whether to throw. */
function recorder(fail: (message: OutgoingMessage, call: number) => boolean = () => false) {
  const sent: OutgoingMessage[] = [];
  let calls = 0;
  const transport: Transport = {
    send: async (message) => {
      calls += 1;
      await sleep(Math.random() * 3);
      if (fail(message, calls)) throw new Error(`451 mailbox busy for ${message.recipient}`);
      sent.push(message);
    },
  };
  const transports: Transports = { email: transport, sms: transport };
  return { sent, transports };
}

async function rowsById(id: number) {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

async function drain(transports: Transports, options: DeliveryOptions) {
  let claimed = 0;
  for (;;) {
    const result = await deliverDueMessages(database.db, transports, options);
    if (result.claimed === 0) return claimed;
    claimed += result.claimed;
  }
}

describe('deliverDueMessages', () => {
  it('delivers every message exactly once with two workers running at the same time', async () => {
    await queue(50);
    const { sent, transports } = recorder();
    const options = { batchSize: 4, now: at(0) };
    const [first, second] = await Promise.all([drain(transports, options), drain(transports, options)]);

    expect(first + second).toBe(50);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    expect(sent).toHaveLength(50);
    expect(new Set(sent.map((m) => m.recipient)).size).toBe(50);
    const rows = await database.db.select().from(outbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1 && row.sentAt !== null)).toBe(
      true,
    );
  });

  it('hands each transport the stored message and does not send it again on the next pass', async () => {
    const [email, sms] = await queue(2);
    const { sent, transports } = recorder();
    expect(await deliverDueMessages(database.db, transports, { now: at(0) })).toEqual({
      claimed: 2,
      sent: 2,
      retried: 0,
      failed: 0,
      unrecorded: 0,
    });
    expect(sent).toEqual(
      expect.arrayContaining([
        {
          channel: 'email',
          recipient: 'recipient-0',
          subject: 'Subject 0',
          body: 'Body 0',
          key: email?.messageKey,
        },
        { channel: 'sms', recipient: 'recipient-1', subject: null, body: 'Body 1', key: sms?.messageKey },
      ]),
    );
    expect((await deliverDueMessages(database.db, transports, { now: at(60_000) })).claimed).toBe(0);
    expect(sent).toHaveLength(2);
  });

  it('leaves messages that are not yet due', async () => {
    await queue(1, { nextAttemptAt: new Date(T0.getTime() + 10_000) });
    const { sent, transports } = recorder();
    expect((await deliverDueMessages(database.db, transports, { now: at(9_999) })).claimed).toBe(0);
    expect((await deliverDueMessages(database.db, transports, { now: at(10_000) })).sent).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it('retries a failed delivery after a backoff, keeping the error', async () => {
    const [row] = await queue(1);
    if (!row) throw new Error('no row');
    const { sent, transports } = recorder((_, call) => call === 1);

    expect(await deliverDueMessages(database.db, transports, { now: at(0) })).toMatchObject({ retried: 1 });
    expect(await rowsById(row.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: '451 mailbox busy for recipient-0',
      nextAttemptAt: new Date(T0.getTime() + exponentialBackoffMs(1)),
      sentAt: null,
    });

    expect(
      (await deliverDueMessages(database.db, transports, { now: at(exponentialBackoffMs(1) - 1) })).claimed,
    ).toBe(0);
    expect(
      await deliverDueMessages(database.db, transports, { now: at(exponentialBackoffMs(1)) }),
    ).toMatchObject({
      sent: 1,
    });
    expect(await rowsById(row.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sent).toHaveLength(1);
  });

  it('backs off exponentially, capped at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(exponentialBackoffMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it('marks a message failed after the last attempt and stops trying', async () => {
    const [row] = await queue(1);
    if (!row) throw new Error('no row');
    const { transports } = recorder(() => true);
    const options = (hour: number) => ({ maxAttempts: 3, now: at(hour * 3_600_000) });
    expect(await deliverDueMessages(database.db, transports, options(0))).toMatchObject({ retried: 1 });
    expect(await deliverDueMessages(database.db, transports, options(1))).toMatchObject({ retried: 1 });
    expect(await deliverDueMessages(database.db, transports, options(2))).toMatchObject({ failed: 1 });
    expect(await rowsById(row.id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await deliverDueMessages(database.db, transports, options(10))).claimed).toBe(0);
  });

  it('one failing message does not hold back the others in its batch', async () => {
    await queue(3);
    const { sent, transports } = recorder((message) => message.recipient === 'recipient-1');
    expect(await deliverDueMessages(database.db, transports, { now: at(0) })).toMatchObject({
      sent: 2,
      retried: 1,
    });
    expect(sent.map((m) => m.recipient).sort()).toEqual(['recipient-0', 'recipient-2']);
  });
});

describe('crash recovery', () => {
  it('takes back a message left in sending once its lease has run out, and no sooner', async () => {
    const [row] = await queue(1, { status: 'sending', attempts: 1, nextAttemptAt: T0 });
    if (!row) throw new Error('no row');
    const { sent, transports } = recorder();
    expect((await deliverDueMessages(database.db, transports, { now: at(-1) })).claimed).toBe(0);
    expect(await deliverDueMessages(database.db, transports, { now: at(0) })).toMatchObject({ sent: 1 });
    expect(await rowsById(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent).toHaveLength(1);
  });

  it('fails an abandoned message that had no attempts left', async () => {
    const [row] = await queue(1, { status: 'sending', attempts: 8, nextAttemptAt: T0 });
    if (!row) throw new Error('no row');
    const { sent, transports } = recorder();
    expect((await deliverDueMessages(database.db, transports, { now: at(0) })).claimed).toBe(0);
    expect(await rowsById(row.id)).toMatchObject({
      status: 'failed',
      attempts: 8,
      lastError: 'Delivery was interrupted on the last attempt',
    });
    expect(sent).toHaveLength(0);
  });

  it('a worker that outlived its lease cannot overwrite the outcome of the worker that took over', async () => {
    const [row] = await queue(1);
    if (!row) throw new Error('no row');
    let release = () => {};
    const stuck: Transports = {
      email: { send: () => new Promise<void>((resolve) => (release = resolve)) },
      sms: { send: async () => {} },
    };
    const slow = deliverDueMessages(database.db, stuck, { now: at(0), leaseMs: 1000 });
    while ((await rowsById(row.id))?.status !== 'sending') await sleep(5);

    const { transports } = recorder();
    expect(await deliverDueMessages(database.db, transports, { now: at(1000) })).toMatchObject({ sent: 1 });
    release();
    await slow;
    expect(await rowsById(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

/** The default lease: a row still 'sending' this long after its claim is taken again. */
const LEASE_MS = 5 * 60_000;

/**
 * The database as a worker sees it when the connection drops after the transport has sent: the
 * next `times` outcome writes fail (every one by default). Claims run in transactions, untouched.
 */
function droppingOutcomeWrites(times = Number.POSITIVE_INFINITY): Db {
  let left = times;
  const lost = () => Promise.reject(new Error('Connection terminated unexpectedly'));
  return new Proxy(database.db, {
    get(target, property, receiver) {
      if (property === 'update' && left > 0) {
        left -= 1;
        return () => ({ set: () => ({ where: lost }) });
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

describe('message keys (ADR 031)', () => {
  it('gives every queued message a key of its own when it is inserted', async () => {
    const rows = await queue(3);
    const keys = rows.map((row) => row.messageKey);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(3);
  });

  it('sends a message whose outcome was lost again after the lease, with the same key', async () => {
    const rows = await queue(2);
    const { sent, transports } = recorder();
    expect(await deliverDueMessages(droppingOutcomeWrites(), transports, { now: at(0) })).toEqual({
      claimed: 2,
      sent: 0,
      retried: 0,
      failed: 0,
      unrecorded: 2,
    });
    for (const row of rows) expect(await rowsById(row.id)).toMatchObject({ status: 'sending', attempts: 1 });

    expect((await deliverDueMessages(database.db, transports, { now: at(LEASE_MS - 1) })).claimed).toBe(0);
    expect(await deliverDueMessages(database.db, transports, { now: at(LEASE_MS) })).toMatchObject({
      sent: 2,
    });
    expect(sent).toHaveLength(4);
    for (const row of rows) {
      const attempts = sent.filter((message) => message.recipient === row.recipient);
      expect(attempts.map((message) => message.key)).toEqual([row.messageKey, row.messageKey]);
      expect(await rowsById(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
    }
  });

  it('writes a lost outcome once more before leaving the message to the lease', async () => {
    const [row] = await queue(1);
    if (!row) throw new Error('no row');
    const { sent, transports } = recorder();
    expect(await deliverDueMessages(droppingOutcomeWrites(1), transports, { now: at(0) })).toMatchObject({
      sent: 1,
      unrecorded: 0,
    });
    expect(await rowsById(row.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await deliverDueMessages(database.db, transports, { now: at(LEASE_MS) })).claimed).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('the mail server and the SMS gateway get the same Message-ID and Idempotency-Key on the repeat', async () => {
    const [email] = await queue(1, { recipient: 'tech@test.plumbing' });
    const [sms] = await queue(1, { channel: 'sms', recipient: '+15550100', dedupeKey: 'test:sms' });
    if (!email || !sms) throw new Error('no rows');
    const gateway = await smsGateway();
    const smtp = await smtpServer();
    const transports = createTransports(
      {
        smtpUrl: smtp.url,
        mailFrom: 'Staff Portal <portal@test.plumbing>',
        smsGatewayUrl: gateway.url,
        smsGatewayToken: 'token',
      },
      pino({ level: 'silent' }),
    );
    try {
      await deliverDueMessages(droppingOutcomeWrites(), transports, { now: at(0) });
      await deliverDueMessages(database.db, transports, { now: at(LEASE_MS) });
    } finally {
      transports.email.close?.();
    }
    expect(smtp.messages.map((message) => mailHeader(message, 'Message-ID'))).toEqual([
      `<${email.messageKey}@test.plumbing>`,
      `<${email.messageKey}@test.plumbing>`,
    ]);
    expect(gateway.received.map((request) => request.headers['idempotency-key'])).toEqual([
      sms.messageKey,
      sms.messageKey,
    ]);
  });
});
