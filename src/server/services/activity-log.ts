import type { Executor } from '../db/client.ts';
import { activityLog } from '../db/schema.ts';

export type ActivityEntry = {
  entityType: 'work_order' | 'employee';
  entityId: number;
  /** The job number (or employee email) at the time, so it can be found after deletion. */
  entityLabel?: string | null;
  action: string;
  field?: string | null;
  oldValue?: unknown;
  newValue?: unknown;
  /** The whole last state, for deletions. */
  snapshot?: unknown;
  actorId: number | null;
};

/** Written in the caller's transaction, so a change and its log line land together or not at all. */
export async function recordActivity(
  executor: Executor,
  entries: ActivityEntry | ActivityEntry[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await executor.insert(activityLog).values(
    list.map((entry) => ({
      entityType: entry.entityType,
      entityId: entry.entityId,
      entityLabel: entry.entityLabel ?? null,
      action: entry.action,
      field: entry.field ?? null,
      oldValue: entry.oldValue ?? null,
      newValue: entry.newValue ?? null,
      snapshot: entry.snapshot ?? null,
      actorId: entry.actorId,
    })),
  );
}
