import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreatePausedJobSchema, CreateTaskSchema, WorkOrder } from '../../shared/schemas/work-order.ts';
import type { Db, Tx } from '../db/client.ts';
import { workOrderAssignees, workOrders } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { recordActivity } from './activity-log.ts';
import { isUniqueViolation } from './db-errors.ts';
import type { EmployeeRow } from './employee-view.ts';
import { notify } from './notify.ts';
import { presentWorkOrder } from './work-order-detail.ts';
import {
  requireActiveEmployees,
  requireFreeJobNumber,
  requireMayCompleteOrReopen,
  statusTimestamps,
  toColumns,
} from './work-order-rules.ts';

type NewTask = z.output<typeof CreateTaskSchema>;
type NewPausedJob = z.output<typeof CreatePausedJobSchema>;

/** Inserts an order with its assignees, activity line and assignment notifications, in one transaction. */
async function insertWorkOrder(
  tx: Tx,
  actor: EmployeeRow,
  columns: typeof workOrders.$inferInsert,
  assigneeIds: number[],
): Promise<WorkOrder> {
  await requireFreeJobNumber(tx, columns.workOrderId);
  const now = new Date();
  const [row] = await tx
    .insert(workOrders)
    .values({ ...columns, ...statusTimestamps(null, columns.status ?? 'open', now), createdBy: actor.id })
    .returning();
  if (!row) throw new Error('insert returned no work order');
  const people = [...new Set(assigneeIds)];
  if (people.length > 0) {
    await tx
      .insert(workOrderAssignees)
      .values(people.map((employeeId) => ({ workOrderId: row.id, employeeId, assignedBy: actor.id })));
  }
  await recordActivity(tx, {
    entityType: 'work_order',
    entityId: row.id,
    entityLabel: row.workOrderId,
    action: 'created',
    newValue: {
      title: row.title,
      status: row.status,
      priority: row.priority,
      type: row.type,
      assignees: people,
    },
    actorId: actor.id,
  });
  await notify(tx, {
    kind: 'assignment',
    recipientIds: people,
    title: 'New assignment',
    message: `${actor.name} assigned you to #${row.workOrderId} ${row.title}`,
    workOrderId: row.id,
    actorId: actor.id,
  });
  return presentWorkOrder(tx, row);
}

async function inTransaction(db: Db, run: (tx: Tx) => Promise<WorkOrder>): Promise<WorkOrder> {
  try {
    return await db.transaction(run);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('conflict', 'This job # is already used by an open work order');
    }
    throw error;
  }
}

/**
 * POST /api/work-orders: the task form (SPEC 3, 5). The technician may come under any of its three
 * names; assignedTo wins, then assignedTech, then assignedTechEmployee.
 */
export async function createTask(db: Db, actor: EmployeeRow, input: NewTask): Promise<WorkOrder> {
  if (input.status === 'completed') requireMayCompleteOrReopen(actor);
  const { assignedTechEmployee, ...fields } = input;
  const assignedTo = input.assignedTo ?? input.assignedTech ?? assignedTechEmployee ?? null;
  const assignees = [...(input.assignedEmployees ?? []), ...(assignedTo ? [assignedTo] : [])];
  return inTransaction(db, async (tx) => {
    await requireActiveEmployees(tx, assignees, { field: 'assignedEmployees' });
    if (input.assignedOfficeEmployee) {
      await requireActiveEmployees(tx, [input.assignedOfficeEmployee], { field: 'assignedOfficeEmployee' });
    }
    const columns = { ...toColumns(fields), assignedTo } as typeof workOrders.$inferInsert;
    return insertWorkOrder(tx, actor, columns, assignees);
  });
}

/** POST /api/paused-jobs with the defaults of SPEC 5. */
export async function createPausedJob(db: Db, actor: EmployeeRow, input: NewPausedJob): Promise<WorkOrder> {
  const status = input.status ?? 'on-hold';
  if (status === 'completed') requireMayCompleteOrReopen(actor);
  const assignedTo = input.assignedTo ?? null;
  const assignees = [...(input.assignedEmployees ?? []), ...(assignedTo ? [assignedTo] : [])];
  return inTransaction(db, async (tx) => {
    if (assignedTo)
      await requireActiveEmployees(tx, [assignedTo], { field: 'assignedTo', plumbersOnly: true });
    await requireActiveEmployees(tx, input.assignedEmployees ?? [], { field: 'assignedEmployees' });
    if (input.assignedOfficeEmployee) {
      await requireActiveEmployees(tx, [input.assignedOfficeEmployee], { field: 'assignedOfficeEmployee' });
    }
    const lastName = input.jobLastName;
    const columns = {
      ...toColumns(input),
      workOrderId: input.workOrderId || (await freshPausedJobNumber(tx)),
      title: input.title || `${lastName} - ${input.jobNumber}`,
      description: input.description || `Paused job for ${lastName}`,
      location: input.location || 'TBD',
      status,
      priority: input.priority ?? 'normal',
      type: input.type ?? 'task',
      assignedTo,
      preAuthStatus: input.preAuthStatus ?? 'N/A',
      authorizationStatus: input.authorizationStatus ?? 'N/A',
      rwpFormStatus: input.rwpFormStatus ?? 'N/A',
      preAuthAmount: (input.preAuthAmount ?? 0).toFixed(2),
      opcAmount: (input.opcAmount ?? 0).toFixed(2),
    } as typeof workOrders.$inferInsert;
    return insertWorkOrder(tx, actor, columns, assignees);
  });
}

/** 'P' + a timestamp (SPEC 5), moved on by a millisecond if two jobs are created at once. */
async function freshPausedJobNumber(tx: Tx): Promise<string> {
  let stamp = Date.now();
  for (;;) {
    const candidate = `P${stamp}`;
    const [taken] = await tx
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(eq(workOrders.workOrderId, candidate))
      .limit(1);
    if (!taken) return candidate;
    stamp += 1;
  }
}
