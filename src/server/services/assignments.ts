import { and, asc, eq, sql } from 'drizzle-orm';
import type { Assignment } from '#shared/schemas/assignment.ts';
import type { AssignedEmployee } from '#shared/schemas/work-order.ts';
import type { Db, Executor, Tx } from '../db/client.ts';
import { employees, workOrderAssignees, workOrders } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { aboutWorkOrder, recordActivity } from './activity-log.ts';
import { notify } from './notify.ts';
import { findWorkOrderRow } from './work-order-detail.ts';
import { assignedEmployeeColumns, loadAssignees } from './work-order-view.ts';

type Actor = { id: number; name: string };
type Change = { orderId: number; employeeId: number; actor: Actor };

async function requireEmployee(tx: Tx, id: number, mustBeActive: boolean) {
  const [employee] = await tx
    .select({ id: employees.id, name: employees.name, isActive: employees.isActive })
    .from(employees)
    .where(eq(employees.id, id));
  if (!employee) throw new AppError('bad_request', `Employee ${id} does not exist`);
  if (mustBeActive && !employee.isActive) {
    throw new AppError('bad_request', `${employee.name} is inactive and cannot be assigned`);
  }
  return employee;
}

async function assignedEmployeesOf(executor: Executor, orderId: number): Promise<AssignedEmployee[]> {
  return (await loadAssignees(executor, [orderId])).get(orderId) ?? [];
}

async function touch(tx: Tx, orderId: number): Promise<void> {
  await tx.update(workOrders).set({ updatedAt: sql`now()` }).where(eq(workOrders.id, orderId));
}

export async function listAssignedEmployees(db: Db, orderId: number): Promise<AssignedEmployee[]> {
  await findWorkOrderRow(db, orderId);
  return assignedEmployeesOf(db, orderId);
}

export async function listAssignments(db: Db, orderId: number): Promise<Assignment[]> {
  await findWorkOrderRow(db, orderId);
  const rows = await db
    .select({
      assignment: workOrderAssignees,
      employee: assignedEmployeeColumns,
    })
    .from(workOrderAssignees)
    .innerJoin(employees, eq(employees.id, workOrderAssignees.employeeId))
    .where(eq(workOrderAssignees.workOrderId, orderId))
    .orderBy(asc(workOrderAssignees.assignedAt), asc(employees.id));
  return rows.map(({ assignment, employee }) => ({
    workOrderId: assignment.workOrderId,
    employeeId: assignment.employeeId,
    assignedAt: assignment.assignedAt.toISOString(),
    assignedBy: assignment.assignedBy,
    employee,
  }));
}

type Order = Awaited<ReturnType<typeof findWorkOrderRow>>;

/**
 * One change to who is on the order, in a transaction on the locked order: `change` makes it and
 * says whether anything changed. A change moves the order's updated_at on, is logged with the
 * employee as it was added (newValue) or removed (oldValue), then `afterwards` runs (a
 * notification). Answers the order's people after it.
 */
async function changeAssignees(
  db: Db,
  { orderId, employeeId, actor }: Change,
  kind: { action: 'assigned' | 'unassigned'; mustBeActive: boolean },
  change: (tx: Tx) => Promise<boolean>,
  afterwards?: (tx: Tx, order: Order) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const order = await findWorkOrderRow(tx, orderId, { lock: true });
    const employee = await requireEmployee(tx, employeeId, kind.mustBeActive);
    if (await change(tx)) {
      await touch(tx, orderId);
      const who = { employeeId, name: employee.name };
      await recordActivity(tx, {
        ...aboutWorkOrder(orderId, order.workOrderId),
        action: kind.action,
        field: 'assignedEmployees',
        ...(kind.action === 'assigned' ? { newValue: who } : { oldValue: who }),
        actorId: actor.id,
      });
      await afterwards?.(tx, order);
    }
    return assignedEmployeesOf(tx, orderId);
  });
}

/** Idempotent: assigning someone already on the order changes nothing and logs nothing. */
export async function assignEmployee(db: Db, change: Change) {
  const { orderId, employeeId, actor } = change;
  const kind = { action: 'assigned', mustBeActive: true } as const;
  const insert = async (tx: Tx) => {
    const inserted = await tx
      .insert(workOrderAssignees)
      .values({ workOrderId: orderId, employeeId, assignedBy: actor.id })
      .onConflictDoNothing()
      .returning({ employeeId: workOrderAssignees.employeeId });
    return inserted.length > 0;
  };
  return changeAssignees(db, change, kind, insert, (tx, order) =>
    notify(tx, {
      kind: 'assignment',
      recipientIds: [employeeId],
      title: `You were assigned to #${order.workOrderId}`,
      message: `${actor.name} assigned you to ${order.title}`,
      workOrderId: orderId,
      actorId: actor.id,
    }),
  );
}

/**
 * Removing someone who is not assigned is a no-op that still answers the list. Inactive employees
 * can be removed (that is how a deactivated person's work is handed on).
 */
export async function unassignEmployee(db: Db, change: Change) {
  const { orderId, employeeId } = change;
  const kind = { action: 'unassigned', mustBeActive: false } as const;
  return changeAssignees(db, change, kind, async (tx) => {
    const removed = await tx
      .delete(workOrderAssignees)
      .where(and(eq(workOrderAssignees.workOrderId, orderId), eq(workOrderAssignees.employeeId, employeeId)))
      .returning({ employeeId: workOrderAssignees.employeeId });
    await clearOfficeEmployee(tx, change);
    return removed.length > 0;
  });
}

/**
 * The office employee is one of the job's people: taking her off the job also clears the job's
 * office employee, so the dashboard does not go on naming someone the job window no longer lists.
 */
async function clearOfficeEmployee(tx: Tx, { orderId, employeeId, actor }: Change): Promise<void> {
  const [cleared] = await tx
    .update(workOrders)
    .set({ assignedOfficeEmployee: null })
    .where(and(eq(workOrders.id, orderId), eq(workOrders.assignedOfficeEmployee, employeeId)))
    .returning({ label: workOrders.workOrderId });
  if (!cleared) return;
  await recordActivity(tx, {
    ...aboutWorkOrder(orderId, cleared.label),
    action: 'updated',
    field: 'assignedOfficeEmployee',
    oldValue: employeeId,
    newValue: null,
    actorId: actor.id,
  });
}
