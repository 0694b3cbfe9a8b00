import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { type DeliveryOptions, deliverDueMessages } from './deliver.ts';
import type { Transports } from './transport.ts';

export type OutboxWorkerOptions = {
  db: Db;
  transports: Transports;
  pollMs: number;
  log: FastifyBaseLogger;
  delivery?: DeliveryOptions;
};

export type OutboxWorker = {
  /** Waits for the pass in flight, then releases the transports; no timer is left behind. */
  stop: () => Promise<void>;
};

const DEFAULT_BATCH_SIZE = 20;

/**
 * Polls the outbox in the background. Every server process may run one: claims are SKIP LOCKED.
 * The timer is unref'd, so the worker alone never keeps a process alive.
 */
export function startOutboxWorker({
  db,
  transports,
  pollMs,
  log,
  delivery = {},
}: OutboxWorkerOptions): OutboxWorker {
  const batchSize = delivery.batchSize ?? DEFAULT_BATCH_SIZE;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();

  async function drain(): Promise<void> {
    try {
      // A full batch means more may be due: keep going before sleeping.
      for (;;) {
        const result = await deliverDueMessages(db, transports, { ...delivery, batchSize });
        if (result.retried + result.failed > 0) {
          log.warn({ outbox: result }, 'outbox: some messages could not be delivered');
        }
        if (result.unrecorded > 0) {
          log.error(
            { outbox: result },
            'outbox: outcomes could not be recorded; those messages go out again with the same key after the lease',
          );
        }
        if (stopped || result.claimed < batchSize) break;
      }
    } catch (error) {
      log.error({ err: error }, 'outbox pass failed');
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      pass = drain().then(schedule);
    }, pollMs);
    timer.unref();
  }

  pass = drain().then(schedule);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await pass;
      transports.email.close?.();
      if (transports.sms !== transports.email) transports.sms.close?.();
    },
  };
}
