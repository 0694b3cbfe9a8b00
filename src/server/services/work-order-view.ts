import { asc, eq, inArray } from 'drizzle-orm';
import { holdInsightsOf } from '#shared/domain/paused-job.ts';
import type { AssignedEmployee, WorkOrder } from '#shared/schemas/work-order.ts';
import type { Executor } from '../db/client.ts';
import { employees, workOrderAssignees, type workOrders } from '../db/schema.ts';
import { isoOrNull } from './iso-or-null.ts';
import { summaryFieldsOf } from './work-order-summary-fields.ts';

export type WorkOrderRow = typeof workOrders.$inferSelect;

const money = (value: string | null) => (value === null ? null : Number(value));

/** The API shape of a work order; assignees come from one query for the whole page. */
export function toWorkOrder(row: WorkOrderRow, assignees: AssignedEmployee[], now = new Date()): WorkOrder {
  const order: Omit<WorkOrder, 'holdInsights'> = {
    ...summaryFieldsOf(row),
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    description: row.description,
    notes: row.notes,
    location: row.location,
    office: row.office,
    techAssigned: row.techAssigned,
    externalJobNumber: row.externalJobNumber,
    followUpReason: row.followUpReason,
    lastViewed: isoOrNull(row.lastViewed),
    lastAppointmentDate: row.lastAppointmentDate,
    originalAppointmentDate: row.originalAppointmentDate,
    returnAppointmentDate: row.returnAppointmentDate,
    linkToDispatch: row.linkToDispatch,
    preAuthStatus: row.preAuthStatus,
    preAuthAmount: money(row.preAuthAmount),
    authorizationStatus: row.authorizationStatus,
    opcAmount: money(row.opcAmount),
    rwpFormStatus: row.rwpFormStatus,
    partTitle1: row.partTitle1,
    partOrdered1: row.partOrdered1,
    partETA1: row.partEta1,
    partReceived1: row.partReceived1,
    partTitle2: row.partTitle2,
    partOrdered2: row.partOrdered2,
    partETA2: row.partEta2,
    partReceived2: row.partReceived2,
    partTitle3: row.partTitle3,
    partOrdered3: row.partOrdered3,
    partETA3: row.partEta3,
    partReceived3: row.partReceived3,
    createdBy: row.createdBy,
    assignedEmployees: assignees,
  };
  return { ...order, holdInsights: holdInsightsOf(order, now) };
}

/** The columns of an assigned employee as the API shows them. */
export const assignedEmployeeColumns = {
  id: employees.id,
  name: employees.name,
  photo: employees.photo,
  colorTheme: employees.colorTheme,
  employeeType: employees.employeeType,
};

/** Assigned employees of many work orders in one query. */
export async function loadAssignees(
  executor: Executor,
  workOrderIds: number[],
): Promise<Map<number, AssignedEmployee[]>> {
  const byOrder = new Map<number, AssignedEmployee[]>();
  if (workOrderIds.length === 0) return byOrder;
  const rows = await executor
    .select({ workOrderId: workOrderAssignees.workOrderId, ...assignedEmployeeColumns })
    .from(workOrderAssignees)
    .innerJoin(employees, eq(employees.id, workOrderAssignees.employeeId))
    .where(inArray(workOrderAssignees.workOrderId, workOrderIds))
    .orderBy(asc(workOrderAssignees.assignedAt), asc(employees.id));
  for (const { workOrderId, ...employee } of rows) {
    const list = byOrder.get(workOrderId) ?? [];
    list.push(employee);
    byOrder.set(workOrderId, list);
  }
  return byOrder;
}
