import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import type { Database, Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { OutgoingMessage, Transports } from './transport.ts';
import { startOutboxWorker } from './worker.ts';

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

const silent = pino({ level: 'silent' });

async function queue(count: number) {
  await database.db.insert(outbox).values(
    Array.from({ length: count }, (_, i) => ({
      channel: 'email',
      recipient: `worker-${i}@test.plumbing`,
      subject: 'Hello',
      body: `Body ${i}`,
      dedupeKey: `worker:${i}`,
    })),
  );
}

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

const sentCount = async () =>
  (await database.db.select().from(outbox)).filter((r) => r.status === 'sent').length;

describe('outbox worker', () => {
  it('delivers queued messages in the background, including more than one batch, and stops cleanly', async () => {
    const sent: OutgoingMessage[] = [];
    let closed = 0;
    const transport = {
      send: async (m: OutgoingMessage) => {
        sent.push(m);
      },
      close: () => {
        closed += 1;
      },
    };
    const transports: Transports = { email: transport, sms: transport };
    const worker = startOutboxWorker({
      db: database.db,
      transports,
      pollMs: 20,
      log: silent,
      delivery: { batchSize: 3 },
    });

    await queue(7);
    await until(async () => (await sentCount()) === 7);
    await worker.stop();
    expect(sent).toHaveLength(7);
    expect(closed).toBe(1);

    await database.db.delete(outbox);
    await queue(2);
    await sleep(100);
    expect(sent).toHaveLength(7);
  });

  it('keeps polling after a transport failure and retries on schedule', async () => {
    let calls = 0;
    const transport = {
      send: async () => {
        calls += 1;
        if (calls === 1) throw new Error('connection refused');
      },
    };
    const worker = startOutboxWorker({
      db: database.db,
      transports: { email: transport, sms: transport },
      pollMs: 20,
      log: silent,
      delivery: { backoffMs: () => 50 },
    });
    await queue(1);
    await until(async () => (await sentCount()) === 1);
    await worker.stop();
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('logs an error when outcomes could not be recorded, and leaves those messages to the lease', async () => {
    const lines: { level: number; msg: string }[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    // The connection drops after the transport has sent: every outcome write fails.
    const lost = () => Promise.reject(new Error('Connection terminated unexpectedly'));
    const dropping = new Proxy(database.db, {
      get: (target, property, receiver) =>
        property === 'update'
          ? () => ({ set: () => ({ where: lost }) })
          : Reflect.get(target, property, receiver),
    }) as Db;
    const transport = { send: async () => {} };
    await queue(1);
    const worker = startOutboxWorker({
      db: dropping,
      transports: { email: transport, sms: transport },
      // Polled, not once: a row inserted within the same millisecond as the first claim is not yet
      // due by the millisecond clock of the claim (PostgreSQL stamps microseconds).
      pollMs: 20,
      log: pino(sink),
    });
    await until(async () =>
      lines.some((line) => line.msg.startsWith('outbox: outcomes could not be recorded')),
    );
    await worker.stop();
    expect(lines.find((line) => line.msg.startsWith('outbox: outcomes'))?.level).toBe(50);
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('stop() waits for the delivery in flight', async () => {
    let finished = false;
    const transport = {
      send: async () => {
        await sleep(150);
        finished = true;
      },
    };
    const worker = startOutboxWorker({
      db: database.db,
      transports: { email: transport, sms: transport },
      pollMs: 10,
      log: silent,
    });
    await queue(1);
    await until(async () => (await database.db.select().from(outbox)).some((r) => r.status === 'sending'));
    await worker.stop();
    expect(finished).toBe(true);
    expect(await sentCount()).toBe(1);
  });
});
