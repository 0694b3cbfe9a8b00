import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import type { workOrders } from '../db/schema.ts';
import { isoOrNull } from './iso-or-null.ts';

type WorkOrderColumns = typeof workOrders.$inferSelect;
type SummaryColumns = Pick<
  WorkOrderColumns,
  | 'id'
  | 'workOrderId'
  | 'jobNumber'
  | 'jobLastName'
  | 'customerName'
  | 'city'
  | 'title'
  | 'status'
  | 'priority'
  | 'type'
  | 'dueDate'
  | 'assignedTo'
  | 'assignedOfficeEmployee'
  | 'pausedAt'
  | 'completedAt'
  | 'createdAt'
  | 'updatedAt'
  | 'version'
>;

/**
 * The fields a list row (work-order-list-item.ts) and a whole order (work-order-view.ts) answer
 * alike: every field of a card but its description and its people, which each cuts or reads its own way.
 */
export function summaryFieldsOf(row: SummaryColumns) {
  return {
    id: row.id,
    workOrderId: row.workOrderId,
    jobNumber: row.jobNumber,
    jobLastName: row.jobLastName,
    customerName: row.customerName,
    city: row.city,
    title: row.title,
    // The columns' checks hold them to these values (db/schema/work-orders.ts).
    status: row.status as WorkOrderListItem['status'],
    priority: row.priority as WorkOrderListItem['priority'],
    type: row.type as WorkOrderListItem['type'],
    dueDate: isoOrNull(row.dueDate),
    assignedTo: row.assignedTo,
    assignedOfficeEmployee: row.assignedOfficeEmployee,
    pausedAt: isoOrNull(row.pausedAt),
    completedAt: isoOrNull(row.completedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
