import { sql } from 'drizzle-orm';
import { clipText, LIST_PREVIEW_LENGTH, MOBILE_CARD_PREVIEW_LENGTH } from '#shared/domain/clip-text.ts';
import type { AssignedEmployee, WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { workOrders } from '../db/schema.ts';
import { summaryFieldsOf } from './work-order-summary-fields.ts';

export type LatestComment = { content: string; createdAt: string; authorName: string | null };

/**
 * The columns a card or a row of a task list shows (WorkOrderListItemSchema), and no others: a page
 * of 50 is read, sent and parsed many times a minute (issue 25). Long texts are cut in SQL one
 * character past what the card keeps, so clipText still knows to add its '...'.
 */
export const listItemColumns = {
  id: workOrders.id,
  workOrderId: workOrders.workOrderId,
  jobNumber: workOrders.jobNumber,
  jobLastName: workOrders.jobLastName,
  customerName: workOrders.customerName,
  city: workOrders.city,
  title: workOrders.title,
  description: sql<string>`left(${workOrders.description}, ${LIST_PREVIEW_LENGTH + 1})`,
  status: workOrders.status,
  priority: workOrders.priority,
  type: workOrders.type,
  dueDate: workOrders.dueDate,
  assignedTo: workOrders.assignedTo,
  assignedOfficeEmployee: workOrders.assignedOfficeEmployee,
  pausedAt: workOrders.pausedAt,
  completedAt: workOrders.completedAt,
  createdAt: workOrders.createdAt,
  updatedAt: workOrders.updatedAt,
  version: workOrders.version,
};

export type ListRow = {
  [K in keyof typeof listItemColumns]: K extends 'description'
    ? string
    : (typeof workOrders.$inferSelect)[K & keyof typeof workOrders.$inferSelect];
};

/**
 * A list row as the API answers it. The phone pages (`lightweight`) cut descriptions as their
 * cards do (SPEC 2: 100 characters and '...', so the phone can tell a cut description from a short
 * one).
 */
export function toListItem(
  row: ListRow,
  assignees: AssignedEmployee[],
  commentCount: number,
  latestComment: LatestComment | null,
  lightweight: boolean,
): WorkOrderListItem {
  return {
    ...summaryFieldsOf(row),
    description: clipText(row.description, lightweight ? MOBILE_CARD_PREVIEW_LENGTH : LIST_PREVIEW_LENGTH),
    assignedEmployees: assignees,
    commentCount,
    latestComment: latestComment && {
      ...latestComment,
      content: clipText(latestComment.content, LIST_PREVIEW_LENGTH),
    },
  };
}
