import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sweepEvents } from '../events/portal-event.ts';
import { KEY_RETENTION_MS, sweepIdempotencyKeys } from '../services/idempotency-keys.ts';
import { purgeDeletedWorkOrders } from '../services/purge-deleted-work-orders.ts';
import { removeEndedRequestWindows } from '../services/request-limits.ts';
import { removeStaleSignInAttempts } from '../services/sign-in-throttle.ts';
import type { AttachmentStore } from '../storage/attachment-store.ts';
import { removeStaleTempUploads, uploadsDirOf } from '../storage/temp-uploads.ts';
import type { MaintenanceTask } from './maintenance.ts';

const HOUR_MS = 60 * 60 * 1000;
const EVENT_RETENTION_MS = 24 * HOUR_MS;

/** The chores every server process runs at start and on their intervals. */
export function maintenanceTasks({
  db,
  config,
  store,
  log,
}: {
  db: Db;
  config: Config;
  store: AttachmentStore;
  log: FastifyBaseLogger;
}): MaintenanceTask[] {
  return [
    {
      name: 'interrupted uploads',
      everyMs: HOUR_MS,
      run: async () => {
        const removed = await removeStaleTempUploads(uploadsDirOf(config.dataDir));
        return removed > 0 ? `removed ${removed} temporary file(s) older than an hour` : undefined;
      },
    },
    {
      // Sign-in counts that no longer count for anything: failures forgotten, known addresses
      // long unseen (ADR 030). Client addresses are kept no longer than they serve.
      name: 'old sign-in attempts',
      everyMs: HOUR_MS,
      run: async () => {
        const removed = await removeStaleSignInAttempts(db);
        return removed > 0 ? `removed ${removed} sign-in record(s) that no longer count` : undefined;
      },
    },
    {
      // Request-limit counts whose window has ended (ADR 043): client addresses and employee
      // keys are kept no longer than they count, plus at most this interval.
      name: 'ended request-limit windows',
      everyMs: HOUR_MS,
      run: async () => {
        const removed = await removeEndedRequestWindows(db);
        return removed > 0 ? `removed ${removed} request-limit count(s) whose window ended` : undefined;
      },
    },
    {
      // Recently deleted keeps a work order DELETED_RETENTION_DAYS days (ADR 029); within the hour
      // after that it is gone for good.
      name: 'deleted work orders',
      everyMs: HOUR_MS,
      run: async () => {
        const days = config.deletedRetentionDays;
        const purged = await purgeDeletedWorkOrders(db, {
          store,
          retentionDays: days,
          log,
        });
        return purged > 0 ? `purged ${purged} work order(s) deleted more than ${days} days ago` : undefined;
      },
    },
    {
      // Idempotency-Keys (ADR 045): a phone replays its queued writes within a week, or not at all.
      name: 'old idempotency keys',
      everyMs: HOUR_MS,
      run: async () => {
        const removed = await sweepIdempotencyKeys(db, KEY_RETENTION_MS);
        return removed > 0 ? `removed ${removed} idempotency key(s) older than 7 days` : undefined;
      },
    },
    {
      // Live updates (ADR 044): a stream away longer than a day refetches instead of replaying.
      name: 'old live-update events',
      everyMs: HOUR_MS,
      run: async () => {
        const removed = await sweepEvents(db, EVENT_RETENTION_MS);
        return removed > 0 ? `removed ${removed} live-update event(s) older than a day` : undefined;
      },
    },
  ];
}
