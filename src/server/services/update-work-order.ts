import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { dueDateOnResume } from '#shared/domain/due-date-on-resume.ts';
import { isReadyToReturn } from '#shared/domain/paused-job.ts';
import { PART_NUMBERS } from '#shared/domain/paused-job-status.ts';
import type { RoleAction } from '#shared/domain/role-permissions.ts';
import { statusLabel } from '#shared/domain/work-order-status.ts';
import { workOrderEtag } from '#shared/domain/write-headers.ts';
import type { UpdateWorkOrderSchema, WorkOrder } from '#shared/schemas/work-order.ts';
import { WORK_ORDER_CHANGED_MESSAGE } from '#shared/schemas/write-headers.ts';
import type { Db, Tx } from '../db/client.ts';
import { workOrderAssignees, workOrders } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { type ActivityEntry, aboutWorkOrder, recordActivity } from './activity-log.ts';
import { isUniqueViolation } from './db-errors.ts';
import type { EmployeeRow } from './employee-view.ts';
import type { RecordAnswer } from './idempotency-keys.ts';
import { type IfMatch, ifMatchAccepts } from './if-match-condition.ts';
import { notify, workOrderAudience } from './notify.ts';
import { syncReturnAppointment } from './visits/index.ts';
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

/** Checks the rules of the change; says which role permission it needed beyond editing, if any. */
async function checkRules(
  tx: Tx,
  actor: EmployeeRow,
  row: WorkOrderRow,
  changed: Columns,
): Promise<RoleAction | undefined> {
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
  return completing || reopening ? 'work-orders:complete' : undefined;
}

/**
 * The notifications of status changes, resumes, completions and received parts, and
 * 'Ready to return' when the last thing a paused job waited for comes through (ADR 056).
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
      message: `${label} is ready to return: nothing it waits for is still pending`,
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

/**
 * ADR 059: a paused job resumed (to open or in progress) keeps its return appointment and is due
 * by the next thing still to come, its due date or the end of the return appointment's day. Done
 * here, so every list, sort and count agrees, and logged as a due-date change of the same update. A
 * due date sent with the resume is the caller's choice and wins.
 */
function dueDateMovedByResume(row: WorkOrderRow, changed: Columns, now: Date): Columns {
  const resuming = row.status === 'on-hold' && changed.status !== undefined && changed.status !== 'completed';
  if (!resuming || changed.dueDate !== undefined) return {};
  const visit =
    changed.returnAppointmentDate !== undefined ? changed.returnAppointmentDate : row.returnAppointmentDate;
  const due = dueDateOnResume(row.dueDate, visit ?? null, now);
  return due ? { dueDate: due } : {};
}

/**
 * ADR 064, Compatibility: a return appointment date set or cleared here moves, makes or cancels the
 * visit it stands for; the order is read again with the date fields the visits give it.
 */
async function visitsFromReturnDate(
  tx: Tx,
  actor: EmployeeRow,
  updated: WorkOrderRow,
  changed: Columns,
): Promise<WorkOrderRow> {
  if (changed.returnAppointmentDate === undefined) return updated;
  const order = {
    id: updated.id,
    jobNumber: updated.workOrderId,
    status: updated.status,
    assignedTo: updated.assignedTo,
  };
  await syncReturnAppointment(tx, actor, order, changed.returnAppointmentDate);
  const [reread] = await tx.select().from(workOrders).where(eq(workOrders.id, updated.id));
  return reread ?? updated;
}

type UpdateOptions = {
  /** The version the client saw (If-Match): refused with 412 when the order has moved on (ADR 045). */
  ifMatch?: IfMatch;
  /** Stores an Idempotency-Key's answer in this transaction (ADR 045). */
  record?: RecordAnswer<WorkOrder>;
};

/** 412 with the order's current ETag, so the client can tell what it now holds. */
function changedSinceError(version: number): AppError {
  return new AppError('precondition_failed', WORK_ORDER_CHANGED_MESSAGE, undefined, {
    etag: workOrderEtag(version),
  });
}

/**
 * The update inside the caller's transaction: what a PATCH does, and what a hand-back's review
 * (completing the task) and outcome (on hold for a part) do, so every status change meets the same
 * rules, log lines and notifications.
 */
export async function updateWorkOrderIn(
  tx: Tx,
  actor: EmployeeRow,
  id: number,
  input: Changes,
  options: UpdateOptions = {},
): Promise<WorkOrder> {
  const row = await findWorkOrderRow(tx, id, { lock: true });
  if (options.ifMatch && !ifMatchAccepts(options.ifMatch, workOrderEtag(row.version))) {
    throw changedSinceError(row.version);
  }
  const changed = changedColumns(row, toColumns(input));
  const now = new Date();
  Object.assign(changed, dueDateMovedByResume(row, changed, now));
  if (Object.keys(changed).length === 0) {
    const unchanged = await presentWorkOrder(tx, row);
    await options.record?.(tx, unchanged);
    return unchanged;
  }
  const permission = await checkRules(tx, actor, row, changed);
  const timestamps = changed.status ? statusTimestamps(row.status, changed.status, now) : {};
  const [updated] = await tx
    .update(workOrders)
    .set({ ...changed, ...timestamps, updatedAt: now })
    .where(eq(workOrders.id, id))
    .returning();
  if (!updated) throw new AppError('not_found', 'Work order not found');
  // The technician and the office employee are also people on the job (create-work-order.ts).
  const joining = [changed.assignedTo, changed.assignedOfficeEmployee].filter(
    (employeeId): employeeId is number => Boolean(employeeId),
  );
  if (joining.length > 0) {
    await tx
      .insert(workOrderAssignees)
      .values(joining.map((employeeId) => ({ workOrderId: id, employeeId, assignedBy: actor.id })))
      .onConflictDoNothing();
  }
  const entries: ActivityEntry[] = Object.keys(changed).map((column) => ({
    ...aboutWorkOrder(id, updated.workOrderId),
    action: column === 'status' ? 'status_changed' : 'updated',
    field: column,
    oldValue: comparable(row[column as keyof WorkOrderRow]),
    newValue: comparable(changed[column as keyof Columns]),
    actorId: actor.id,
  }));
  await recordActivity(tx, entries);
  await notifyChanges(tx, actor, row, updated);
  const order = await presentWorkOrder(tx, await visitsFromReturnDate(tx, actor, updated, changed));
  await options.record?.(tx, order, permission ? { permission } : undefined);
  return order;
}

/** A job number already used by an open order, in words (the unique index of migration 0013). */
export function withJobNumberConflict(error: unknown): unknown {
  if (isUniqueViolation(error))
    return new AppError('conflict', 'This job # is already used by an open work order');
  return error;
}

/**
 * PATCH /api/work-orders/{id}: row-locked, so parallel edits apply one after the other, and the
 * If-Match condition is judged on the locked row, so two PATCHes sent with the same version cannot
 * both pass it. The version itself moves on in the database (the trigger of migrations 0010 and 0011) when a column changes.
 */
export async function updateWorkOrder(
  db: Db,
  actor: EmployeeRow,
  id: number,
  input: Changes,
  options: UpdateOptions = {},
): Promise<WorkOrder> {
  try {
    return await db.transaction((tx) => updateWorkOrderIn(tx, actor, id, input, options));
  } catch (error) {
    throw withJobNumberConflict(error);
  }
}
