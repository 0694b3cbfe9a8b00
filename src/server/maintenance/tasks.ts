import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { purgeDeletedWorkOrders } from '../services/purge-deleted-work-orders.ts';
import { removeStaleSignInAttempts } from '../services/sign-in-throttle.ts';
import { removeStaleTempUploads, uploadsDirOf } from '../storage/upload-store.ts';
import type { MaintenanceTask } from './maintenance.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The chores every server process runs at start and on their intervals. */
export function maintenanceTasks({
  db,
  config,
  log,
}: {
  db: Db;
  config: Config;
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
      // Recently deleted keeps a work order DELETED_RETENTION_DAYS days (ADR 029); within the hour
      // after that it is gone for good.
      name: 'deleted work orders',
      everyMs: HOUR_MS,
      run: async () => {
        const days = config.deletedRetentionDays;
        const purged = await purgeDeletedWorkOrders(db, {
          dataDir: config.dataDir,
          retentionDays: days,
          log,
        });
        return purged > 0 ? `purged ${purged} work order(s) deleted more than ${days} days ago` : undefined;
      },
    },
  ];
}
