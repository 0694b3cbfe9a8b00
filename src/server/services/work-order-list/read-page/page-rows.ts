import { type SQL, sql } from 'drizzle-orm';
import type { AssignedEmployee } from '#shared/schemas/work-order.ts';
import type { CursorValue } from '#shared/schemas/work-order-cursor.ts';
import type { Db } from '../db/client.ts';
import { workOrders } from '../db/schema.ts';
import { type LatestComment, type ListRow, listItemColumns } from './work-order-list-item.ts';
import type { WorkOrderRow } from './work-order-view.ts';

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
