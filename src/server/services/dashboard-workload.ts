import { type SQL, sql } from 'drizzle-orm';
import { type EmployeeStats, WORKLOAD_CAPACITY, type WorkloadPeriod } from '#shared/schemas/dashboard.ts';
import { type Executor, queryRows } from '../db/client.ts';
import { employees, workOrderAssignees, workOrders } from '../db/schema.ts';

/** Where the period starts, in the given zone; undefined for all time. Weeks start on Monday. */
function periodStart(period: WorkloadPeriod, timeZone: string): SQL | undefined {
  switch (period) {
    case 'week':
      return sql`date_trunc('week', now(), ${timeZone})`;
    case 'month':
      return sql`date_trunc('month', now(), ${timeZone})`;
    case '30d':
      return sql`now() - interval '30 days'`;
    case 'all':
      return undefined;
  }
}

type WorkloadRow = {
  id: number;
  name: string;
  photo: string | null;
  title: string | null;
  employeeType: EmployeeStats['employeeType'];
  open: number;
  inProgress: number;
  completed: number;
};

/**
 * Staff Workload: per active employee, the open and in-progress orders they
 * are on now (as assignedTo or as an assignee, each order once) and the orders completed within
 * the period. One query for all employees.
 */
export async function listEmployeeStats(
  db: Executor,
  input: { period: WorkloadPeriod; timeZone: string },
): Promise<EmployeeStats[]> {
  const w = workOrders;
  const start = periodStart(input.period, input.timeZone);
  const completedInPeriod = start
    ? sql`(${w.status} = 'completed' and ${w.completedAt} >= ${start})`
    : sql`${w.status} = 'completed'`;
  // Deleted orders are nobody's work (ADR 029).
  const counted = sql`${w.deletedAt} is null and (${w.status} in ('open', 'in-progress') or ${completedInPeriod})`;
  const a = workOrderAssignees;
  // Each order once per employee: every assignee row, plus assignedTo where it is not also an
  // assignee (an anti-join on the primary key instead of de-duplicating every pair).
  const rows = await queryRows<WorkloadRow>(
    db,
    sql`
      with links as (
        select ${w.assignedTo} as employee_id, ${w.status} as status
        from ${w}
        where ${w.assignedTo} is not null and ${counted}
          and not exists (
            select 1 from ${a} where ${a.workOrderId} = ${w.id} and ${a.employeeId} = ${w.assignedTo}
          )
        union all
        select ${a.employeeId}, ${w.status}
        from ${a}
        join ${w} on ${w.id} = ${a.workOrderId}
        where ${counted}
      ), counts as (
        select employee_id,
          count(*) filter (where status = 'open')::int as open,
          count(*) filter (where status = 'in-progress')::int as in_progress,
          count(*) filter (where status = 'completed')::int as completed
        from links
        group by employee_id
      )
      select ${employees.id} as "id", ${employees.name} as "name", ${employees.photo} as "photo",
        ${employees.title} as "title", ${employees.employeeType} as "employeeType",
        coalesce(counts.open, 0) as "open",
        coalesce(counts.in_progress, 0) as "inProgress",
        coalesce(counts.completed, 0) as "completed"
      from ${employees}
      left join counts on counts.employee_id = ${employees.id}
      where ${employees.isActive}
      order by lower(${employees.name}), ${employees.id}`,
  );
  return rows.map((row) => {
    const current = row.open + row.inProgress;
    return {
      id: row.id,
      name: row.name,
      avatar: row.photo,
      title: row.title,
      employeeType: row.employeeType,
      workload: {
        open: row.open,
        inProgress: row.inProgress,
        completed: row.completed,
        total: current + row.completed,
        percentage: Math.min(100, Math.round((current / WORKLOAD_CAPACITY) * 100)),
      },
    };
  });
}
