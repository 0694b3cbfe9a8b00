import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { removeStaleTempUploads, uploadsDirOf } from '../storage/upload-store.ts';
import type { MaintenanceTask } from './maintenance.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The chores every server process runs at start and on their intervals. */
export function maintenanceTasks({ config }: { db: Db; config: Config }): MaintenanceTask[] {
  return [
    {
      name: 'interrupted uploads',
      everyMs: HOUR_MS,
      run: async () => {
        const removed = await removeStaleTempUploads(uploadsDirOf(config.dataDir));
        return removed > 0 ? `removed ${removed} temporary file(s) older than an hour` : undefined;
      },
    },
  ];
}
