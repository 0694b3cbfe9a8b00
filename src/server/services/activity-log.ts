import type { Executor } from '../db/client.ts';
import { activityLog } from '../db/schema.ts';

export type ActivityEntry = {
  entityType: 'work_order' | 'employee' | 'company_settings';
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

/** An entry about a work order, labelled with its job number at the time. */
export const aboutWorkOrder = (id: number, jobNumber: string | null) => ({
  entityType: 'work_order' as const,
  entityId: id,
  entityLabel: jobNumber,
});

/** An entry about an employee's account, labelled with its email at the time. */
export const aboutEmployee = (employee: { id: number; email: string }) => ({
  entityType: 'employee' as const,
  entityId: employee.id,
  entityLabel: employee.email,
});

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
