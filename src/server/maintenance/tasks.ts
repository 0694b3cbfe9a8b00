import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { removeStaleSignInAttempts } from '../services/sign-in-throttle.ts';
import { removeStaleTempUploads, uploadsDirOf } from '../storage/upload-store.ts';
import type { MaintenanceTask } from './maintenance.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The chores every server process runs at start and on their intervals. */
export function maintenanceTasks({ db, config }: { db: Db; config: Config }): MaintenanceTask[] {
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
  ];
}
