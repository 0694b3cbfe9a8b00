import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isReadyToReturn } from '../../shared/domain/paused-job.ts';
import { PART_NUMBERS } from '../../shared/domain/paused-job-status.ts';
import { statusLabel } from '../../shared/domain/work-order-status.ts';
import type { UpdateWorkOrderSchema, WorkOrder } from '../../shared/schemas/work-order.ts';
import type { Db, Tx } from '../db/client.ts';
import { workOrderAssignees, workOrders } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { type ActivityEntry, recordActivity } from './activity-log.ts';
import { isUniqueViolation } from './db-errors.ts';
import type { EmployeeRow } from './employee-view.ts';
import { notify, workOrderAudience } from './notify.ts';
import { findWorkOrderRow, presentWorkOrder } from './work-order-detail.ts';
import {
  requireActiveEmployees,
  requireFreeJobNumber,
  requireMayCompleteOrReopen,
  statusTimestamps,
  toColumns,
} from './work-order-rules.ts';
import { toWorkOrder, type WorkOrderRow } from './work-order-view.ts';

type Changes = z.output<typeof UpdateWorkOrderSchema>;
type Columns = Partial<typeof workOrders.$inferInsert>;

/** Comparable form of a column value, so an unchanged date or amount is not logged as a change. */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && /^\d+\.\d{2}$/.test(value)) return Number(value);
  return value ?? null;
}

function changedColumns(row: WorkOrderRow, columns: Columns): Columns {
  const changed: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(columns)) {
    if (comparable(row[column as keyof WorkOrderRow]) !== comparable(value)) changed[column] = value;
  }
  return changed as Columns;
}

async function checkRules(tx: Tx, actor: EmployeeRow, row: WorkOrderRow, changed: Columns): Promise<void> {
  const completing = changed.status === 'completed';
  const reopening = changed.status !== undefined && row.status === 'completed';
  if (completing || reopening) requireMayCompleteOrReopen(actor);
  const jobNumber = changed.workOrderId ?? row.workOrderId;
  const willBeOpen = (changed.status ?? row.status) !== 'completed';
  if (willBeOpen && (changed.workOrderId !== undefined || reopening)) {
    await requireFreeJobNumber(tx, jobNumber, row.id);
  }
  if (changed.assignedTo) await requireActiveEmployees(tx, [changed.assignedTo], { field: 'assignedTo' });
  if (changed.assignedOfficeEmployee) {
    await requireActiveEmployees(tx, [changed.assignedOfficeEmployee], { field: 'assignedOfficeEmployee' });
  }
}

/**
 * The notifications PRODUCT names for status changes, resumes, completions and received parts, and
 * issue 6's 'Ready to return' when a paused job's last awaited part or authorization comes through.
 */
async function notifyChanges(tx: Tx, actor: EmployeeRow, before: WorkOrderRow, after: WorkOrderRow) {
  const base = { workOrderId: after.id, actorId: actor.id };
  const label = `#${after.workOrderId} ${after.title}`;
  // Asked for once, and only if some event has recipients to find.
  let audience: Promise<number[]> | undefined;
  const audienceOf = () => {
    audience ??= workOrderAudience(tx, after.id);
    return audience;
  };
  if (before.status !== after.status) {
    const wasPaused = before.status === 'on-hold';
    await notify(tx, {
      ...base,
      kind: wasPaused ? 'paused-job' : 'status',
      recipientIds: await audienceOf(),
      title: wasPaused && after.status === 'in-progress' ? 'Job resumed' : 'Status changed',
      message: `${actor.name} changed ${label} to ${statusLabel(after.status)}`,
    });
  }
  const received = PART_NUMBERS.filter(
    (n) => before[`partReceived${n}`] === null && after[`partReceived${n}`] !== null,
  );
  if (received.length > 0) {
    const parts = received.map((n) => after[`partTitle${n}`] || `Part ${n}`).join(', ');
    await notify(tx, {
      ...base,
      kind: 'paused-job',
      recipientIds: await audienceOf(),
      title: 'Part received',
      message: `${parts} received for ${label}`,
    });
  }
  if (!isReadyToReturn(toWorkOrder(before, [])) && isReadyToReturn(toWorkOrder(after, []))) {
    await notify(tx, {
      ...base,
      kind: 'paused-job',
      recipientIds: await audienceOf(),
      title: 'Ready to return',
      message: `${label} is ready to return: every part is in and authorization is clear`,
    });
  }
  if (after.assignedTo && after.assignedTo !== before.assignedTo) {
    await notify(tx, {
      ...base,
      kind: 'assignment',
      recipientIds: [after.assignedTo],
      title: 'New assignment',
      message: `${actor.name} assigned you to ${label}`,
    });
  }
}

/** PATCH /api/work-orders/{id}: row-locked, so parallel edits apply one after the other. */
export async function updateWorkOrder(
  db: Db,
  actor: EmployeeRow,
  id: number,
  input: Changes,
): Promise<WorkOrder> {
  try {
    return await db.transaction(async (tx) => {
      const row = await findWorkOrderRow(tx, id, { lock: true });
      const changed = changedColumns(row, toColumns(input));
      if (Object.keys(changed).length === 0) return presentWorkOrder(tx, row);
      await checkRules(tx, actor, row, changed);
      const now = new Date();
      const timestamps = changed.status ? statusTimestamps(row.status, changed.status, now) : {};
      const [updated] = await tx
        .update(workOrders)
        .set({ ...changed, ...timestamps, updatedAt: now })
        .where(eq(workOrders.id, id))
        .returning();
      if (!updated) throw new AppError('not_found', 'Work order not found');
      if (changed.assignedTo) {
        await tx
          .insert(workOrderAssignees)
          .values({ workOrderId: id, employeeId: changed.assignedTo, assignedBy: actor.id })
          .onConflictDoNothing();
      }
      const entries: ActivityEntry[] = Object.keys(changed).map((column) => ({
        entityType: 'work_order',
        entityId: id,
        entityLabel: updated.workOrderId,
        action: column === 'status' ? 'status_changed' : 'updated',
        field: column,
        oldValue: comparable(row[column as keyof WorkOrderRow]),
        newValue: comparable(changed[column as keyof Columns]),
        actorId: actor.id,
      }));
      await recordActivity(tx, entries);
      await notifyChanges(tx, actor, row, updated);
      return presentWorkOrder(tx, updated);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('conflict', 'This job # is already used by an open work order');
    throw error;
  }
}
