import { and, asc, eq, sql } from 'drizzle-orm';
import type { Assignment } from '#shared/schemas/assignment.ts';
import type { AssignedEmployee } from '#shared/schemas/work-order.ts';
import type { Db, Executor, Tx } from '../db/client.ts';
import { employees, workOrderAssignees, workOrders } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { recordActivity } from './activity-log.ts';
import { notify } from './notify.ts';
import { findWorkOrderRow } from './work-order-detail.ts';
import { assignedEmployeeColumns, loadAssignees } from './work-order-view.ts';

type Actor = { id: number; name: string };
type Change = { workOrderId: number; employeeId: number; actor: Actor };

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

async function assignedEmployeesOf(executor: Executor, workOrderId: number): Promise<AssignedEmployee[]> {
  return (await loadAssignees(executor, [workOrderId])).get(workOrderId) ?? [];
}

async function touch(tx: Tx, workOrderId: number): Promise<void> {
  await tx.update(workOrders).set({ updatedAt: sql`now()` }).where(eq(workOrders.id, workOrderId));
}

export async function listAssignedEmployees(db: Db, workOrderId: number): Promise<AssignedEmployee[]> {
  await findWorkOrderRow(db, workOrderId);
  return assignedEmployeesOf(db, workOrderId);
}

export async function listAssignments(db: Db, workOrderId: number): Promise<Assignment[]> {
  await findWorkOrderRow(db, workOrderId);
  const rows = await db
    .select({
      assignment: workOrderAssignees,
      employee: assignedEmployeeColumns,
    })
    .from(workOrderAssignees)
    .innerJoin(employees, eq(employees.id, workOrderAssignees.employeeId))
    .where(eq(workOrderAssignees.workOrderId, workOrderId))
    .orderBy(asc(workOrderAssignees.assignedAt), asc(employees.id));
  return rows.map(({ assignment, employee }) => ({
    workOrderId: assignment.workOrderId,
    employeeId: assignment.employeeId,
    assignedAt: assignment.assignedAt.toISOString(),
    assignedBy: assignment.assignedBy,
    employee,
  }));
}

/** Idempotent: assigning someone already on the order changes nothing and logs nothing. */
export async function assignEmployee(db: Db, { workOrderId, employeeId, actor }: Change) {
  return db.transaction(async (tx) => {
    const order = await findWorkOrderRow(tx, workOrderId, { lock: true });
    const employee = await requireEmployee(tx, employeeId, true);
    const inserted = await tx
      .insert(workOrderAssignees)
      .values({ workOrderId, employeeId, assignedBy: actor.id })
      .onConflictDoNothing()
      .returning({ employeeId: workOrderAssignees.employeeId });
    if (inserted.length > 0) {
      await touch(tx, workOrderId);
      await recordActivity(tx, {
        entityType: 'work_order',
        entityId: workOrderId,
        entityLabel: order.workOrderId,
        action: 'assigned',
        field: 'assignedEmployees',
        newValue: { employeeId, name: employee.name },
        actorId: actor.id,
      });
      await notify(tx, {
        kind: 'assignment',
        recipientIds: [employeeId],
        title: `You were assigned to #${order.workOrderId}`,
        message: `${actor.name} assigned you to ${order.title}`,
        workOrderId,
        actorId: actor.id,
      });
    }
    return assignedEmployeesOf(tx, workOrderId);
  });
}

/**
 * Removing someone who is not assigned is a no-op that still answers the list. Inactive employees
 * can be removed (that is how a deactivated person's work is handed on).
 */
export async function unassignEmployee(db: Db, { workOrderId, employeeId, actor }: Change) {
  return db.transaction(async (tx) => {
    const order = await findWorkOrderRow(tx, workOrderId, { lock: true });
    const employee = await requireEmployee(tx, employeeId, false);
    const removed = await tx
      .delete(workOrderAssignees)
      .where(
        and(eq(workOrderAssignees.workOrderId, workOrderId), eq(workOrderAssignees.employeeId, employeeId)),
      )
      .returning({ employeeId: workOrderAssignees.employeeId });
    if (removed.length > 0) {
      await touch(tx, workOrderId);
      await recordActivity(tx, {
        entityType: 'work_order',
        entityId: workOrderId,
        entityLabel: order.workOrderId,
        action: 'unassigned',
        field: 'assignedEmployees',
        oldValue: { employeeId, name: employee.name },
        actorId: actor.id,
      });
    }
    return assignedEmployeesOf(tx, workOrderId);
  });
}
