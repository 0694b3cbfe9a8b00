import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  DashboardStats,
  PriorityWorkOrdersQuery,
  RecentWorkOrder,
  RecentWorkOrdersQuery,
} from '#shared/schemas/dashboard.ts';
import type { WorkOrder } from '#shared/schemas/work-order.ts';
import { type Executor, queryRows } from '../db/client.ts';
import { employees, workOrders } from '../db/schema.ts';
import { isoOrNull } from './iso-or-null.ts';
import { isLive } from './live-work-orders.ts';
import { loadAssignees, toWorkOrder } from './work-order-view.ts';

type Page<T> = { rows: T[]; total: number };

/** The caller's time zone (already validated by the query schema), else the server's own. */
export function resolveTimeZone(timeZone: string | undefined): string {
  return timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The two stat cards and what their change text compares with, counted in SQL. Each count is its
 * own subquery so it can use its index (status, completed_at). Day boundaries are computed by
 * PostgreSQL in the given zone, so DST days are 23 or 25 hours. Deleted orders count nowhere.
 */
export async function getDashboardStats(db: Executor, timeZone: string): Promise<DashboardStats> {
  const { status, completedAt, createdAt, pausedAt } = workOrders;
  const live = isLive;
  const [row] = await queryRows<DashboardStats>(
    db,
    sql`
      with bounds as (
        select date_trunc('day', now(), ${timeZone}) as today, now() - interval '30 days' as month_ago
      ), days as (
        select today, month_ago, date_trunc('day', today - interval '1 hour', ${timeZone}) as yesterday
        from bounds
      )
      select
        (select count(*) from ${workOrders} where ${live} and ${status} in ('open', 'in-progress'))::int as "total",
        (
          select count(*) from ${workOrders}
          where ${live} and ${status} = 'completed' and ${completedAt} >= days.today
        )::int as "completedToday",
        (
          select count(*) from ${workOrders}
          where ${live} and ${status} = 'completed' and ${completedAt} >= days.yesterday
            and ${completedAt} < days.today
        )::int as "completedYesterday",
        (
          select count(*) from ${workOrders}
          where ${live} and ${createdAt} < days.month_ago
            and (
              (${status} in ('open', 'in-progress', 'on-hold') and ${completedAt} is null)
              or ${completedAt} >= days.month_ago
            )
            and not (${status} = 'on-hold' and ${pausedAt} is not null and ${pausedAt} < days.month_ago)
        )::int as "previousTotal"
      from days`,
  );
  // The query always answers one row.
  return row ?? { total: 0, completedToday: 0, previousTotal: 0, completedYesterday: 0 };
}

/** Urgent work not yet completed (on-hold included): oldest due date first, undated last, newest first. */
export async function listPriorityWorkOrders(
  db: Executor,
  query: PriorityWorkOrdersQuery,
): Promise<Page<WorkOrder>> {
  const where = and(isLive, eq(workOrders.priority, 'urgent'), ne(workOrders.status, 'completed'));
  const [page, [counted]] = await Promise.all([
    db
      .select()
      .from(workOrders)
      .where(where)
      .orderBy(asc(workOrders.dueDate), desc(workOrders.createdAt), desc(workOrders.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(workOrders).where(where),
  ]);
  const assignees = await loadAssignees(
    db,
    page.map((row) => row.id),
  );
  return {
    rows: page.map((row) => toWorkOrder(row, assignees.get(row.id) ?? [])),
    total: counted?.n ?? 0,
  };
}

const tech = alias(employees, 'tech');
const officeEmployee = alias(employees, 'office_employee');

/** The recent-task rows, most recently updated first; the names come from two joins. */
export async function listRecentWorkOrders(
  db: Executor,
  query: RecentWorkOrdersQuery,
): Promise<Page<RecentWorkOrder>> {
  const [page, [counted]] = await Promise.all([
    db
      .select({
        id: workOrders.id,
        workOrderId: workOrders.workOrderId,
        title: workOrders.title,
        assignedEmployee: tech.name,
        assignedOfficeEmployee: officeEmployee.name,
        status: workOrders.status,
        dueDate: workOrders.dueDate,
      })
      .from(workOrders)
      .leftJoin(tech, eq(tech.id, workOrders.assignedTo))
      .leftJoin(officeEmployee, eq(officeEmployee.id, workOrders.assignedOfficeEmployee))
      .where(isLive)
      // NULLS LAST matches work_orders_updated_at_idx, so a page is an index walk, not a sort of all rows.
      .orderBy(sql`${workOrders.updatedAt} desc nulls last`, desc(workOrders.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(workOrders).where(isLive),
  ]);
  return {
    rows: page.map((row) => ({
      ...row,
      status: row.status as RecentWorkOrder['status'],
      dueDate: isoOrNull(row.dueDate),
    })),
    total: counted?.n ?? 0,
  };
}
