import { type SQL, sql } from 'drizzle-orm';
import { LIST_PREVIEW_LENGTH } from '#shared/domain/clip-text.ts';
import type { AssignedEmployee } from '#shared/schemas/work-order.ts';
import type { CursorValue } from '#shared/schemas/work-order-cursor.ts';
import type { Db } from '../../../db/client.ts';
import { workOrders } from '../../../db/schema.ts';
import type { WorkOrderRow } from '../../work-order-view.ts';

export type LatestComment = { content: string; createdAt: string; authorName: string | null };

/**
 * The columns a card or a row of a task list shows (WorkOrderListItemSchema), and no others: a page
 * of 50 is read, sent and parsed many times a minute (ADR 036). Long texts are cut in SQL one
 * character past what the card keeps, so clipText still knows to add its '...'.
 */
const listItemColumns = {
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
 * Each order of the page with what its card shows beside its own columns, in the same statement:
 * its assigned employees, its comment count and its newest comment with the author's name, each a
 * correlated subquery on its own index (work_order_assignees by order, comments_work_order_created_idx).
 * One round trip per page instead of three (ADR 034).
 */
function enrichedColumns(withLatest: boolean) {
  // Written with aliases: drizzle leaves columns unqualified in a one-table select, and an
  // unqualified "id" or "created_at" here would bind to the subquery's own tables.
  // Each employee by primary key: joined instead, PostgreSQL read all employees once per order.
  const assignees = sql<AssignedEmployee[]>`coalesce((
      select json_agg((
          select json_build_object('id', e.id, 'name', e.name, 'photo', e.photo,
            'colorTheme', e.color_theme, 'employeeType', e.employee_type)
          from employees e where e.id = a.employee_id) order by a.created_at, a.employee_id)
      from work_order_assignees a
      where a.work_order_id = "work_orders"."id"), '[]'::json)`;
  const commentCount = sql<number>`(select count(*) from comments c where c.work_order_id = "work_orders"."id")::int`;
  const latest = withLatest
    ? sql<LatestComment | null>`(
        select json_build_object('content', c.content, 'createdAt', c.created_at,
          'authorName', (select e.name from employees e where e.id = c.author_id))
        from comments c
        where c.work_order_id = "work_orders"."id"
        order by c.created_at desc nulls last, c.id desc
        limit 1)`
    : sql<LatestComment | null>`null::json`;
  return { assignees, commentCount, latest };
}

export type PageRow = {
  /** Every column for the paused jobs' list, the card's columns for the others. */
  order: WorkOrderRow | ListRow;
  assignees: AssignedEmployee[];
  commentCount: number;
  latest: LatestComment | null;
};

/** Which columns of each order a list reads: Paused Jobs shows and exports all of them. */
export type Shape = 'full' | 'card';

/** What a list reads of each order: its columns in `shape`, and its card extras. */
export function pageColumns(shape: Shape, withLatest: boolean) {
  return { order: shape === 'full' ? workOrders : listItemColumns, ...enrichedColumns(withLatest) };
}

/** The rows of a page whose order ids `which` selects, in `order`, with their card extras. */
export function pageRows(db: Db, which: SQL | undefined, order: SQL[], withLatest: boolean, shape: Shape) {
  return db
    .select(pageColumns(shape, withLatest))
    .from(workOrders)
    .where(which)
    .orderBy(...order);
}

/** The same with each row's sort key as a cursor keeps it, for the pages that give a next cursor. */
export function keyedPageRows(
  db: Db,
  which: SQL,
  order: SQL[],
  withLatest: boolean,
  shape: Shape,
  cursorKey: SQL<CursorValue[]>,
) {
  return db
    .select({ ...pageColumns(shape, withLatest), cursorKey })
    .from(workOrders)
    .where(which)
    .orderBy(...order);
}
