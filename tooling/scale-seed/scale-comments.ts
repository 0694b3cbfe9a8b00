import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { COMMENT_TAILS, NOTE_COMMENTS, UPDATE_COMMENTS } from './job-words.ts';
import type { ScalePlan } from './scale-options.ts';
import {
  chanceOf,
  fractionOf,
  hashOf,
  intBetween,
  pickId,
  pickText,
  timestampLiteral,
} from './sql-fragments.ts';
import type { StaffIds } from './staff-ids.ts';

/** Long-running jobs: a few hundred orders at full size, each with 50-120 comments. */
export const BUSY_MIN_COMMENTS = 50;
const BUSY_MAX_COMMENTS = 120;

/**
 * How many busy orders a plan gets: one in 200 orders, as long as they take at most about half of
 * the comments (so a small run of 400 orders and 3000 comments still has two).
 */
function busyOrderCount(plan: Pick<ScalePlan, 'workOrders' | 'comments'>): number {
  const average = (BUSY_MIN_COMMENTS + BUSY_MAX_COMMENTS) / 2;
  return Math.min(Math.ceil(plan.workOrders / 200), Math.floor(plan.comments / 2 / average));
}

/**
 * How many comments each order gets, exactly `plan.comments` in all: busy orders 50-120, started
 * work at least one, and the rest shared by a skewed weight (many orders have a few, some have
 * dozens; paused and finished work more than new work). Each share is the difference of two
 * rounded cumulative sums, so the shares add up to the total exactly.
 */
function commentCountsSql(plan: ScalePlan): string {
  const busy = busyOrderCount(plan);
  const stride = busy > 0 ? Math.floor(plan.workOrders / busy) : 1;
  const isBusy =
    busy > 0
      ? `((k - 1) % ${stride} = ${Math.floor(stride / 2)} and (k - 1) / ${stride} < ${busy})`
      : 'false';
  const skew = `(1 + power(${hashOf('id', 71)} % 100, 3)::int / 1000)`;
  // Work that was started has at least one comment, when there are comments enough for that.
  const base = plan.comments >= 3 * plan.workOrders ? 1 : 0;
  const statusFactor = `case status when 'open' then 1 when 'in-progress' then 2 when 'on-hold' then 3 else 2 end`;
  return `
    select c.*, fixed + (${plan.comments} - fixed_total) * cum / total
      - (${plan.comments} - fixed_total) * (cum - weight) / total as comment_count
    from (
      select o.*,
        sum(weight) over (order by id rows unbounded preceding) as cum,
        sum(weight) over () as total,
        sum(fixed) over () as fixed_total
      from (
        select w.id, w.created_at, w.status, w.assigned_to, w.assigned_office_employee,
          case when ${isBusy} then ${intBetween('id', 72, BUSY_MIN_COMMENTS, BUSY_MAX_COMMENTS)}
            when status <> 'open' then ${base} else 0 end as fixed,
          case when ${isBusy} then 0 else ${skew} * ${statusFactor} end as weight,
          coalesce(w.completed_at, now_at) as end_at
        from (select *, row_number() over (order by id) as k from work_orders) w,
          (select ${timestampLiteral(plan.now)} as now_at) t
      ) o
    ) c`;
}

/**
 * One statement for every comment, inserted in time order so ids follow creation time and one
 * order's comments spread over the table as they would after years of use.
 */
export async function insertComments(db: Executor, plan: ScalePlan, staff: StaffIds): Promise<void> {
  if (plan.comments === 0) return;
  const key = `(c.id::bigint * 1048576 + j)`;
  const branch = `${hashOf(key, 73)} % 10`;
  const author = `case
    when ${branch} < 5 then coalesce(c.assigned_to, ${pickId(staff.plumbers, key, 74)})
    when ${branch} < 8 then coalesce(c.assigned_office_employee, ${pickId(staff.office, key, 75)})
    else ${pickId(staff.creators, key, 76)} end`;
  // Technicians mostly post work updates, the office mostly notes.
  const isUpdate = `case when ${branch} < 5 then ${chanceOf(key, 77, 75)} else ${chanceOf(key, 77, 20)} end`;
  const tail = `case when ${chanceOf(key, 80, 30)} then ' ' || ${pickText(COMMENT_TAILS, key, 81)} else '' end`;
  // Spread over the order's life in order: comment j of n falls in the j-th n-th of it.
  const at = `date_trunc('milliseconds', c.created_at + (c.end_at - c.created_at)
    * ((j - 1) + 0.05 + 0.9 * ${fractionOf(key, 82)}) / c.comment_count)`;
  await db.execute(
    sql.raw(`
      insert into comments (work_order_id, author_id, content, type, notify_admin, created_at, received_at)
      select work_order_id, author_id,
        case when is_update then ${pickText(UPDATE_COMMENTS, 'k', 78)} else ${pickText(NOTE_COMMENTS, 'k', 79)} end || tail,
        case when is_update then 'update' else 'note' end,
        notify_admin, created_at, created_at
      from (
        select c.id as work_order_id, ${key} as k, j, ${author} as author_id, ${isUpdate} as is_update,
          ${tail} as tail, ${chanceOf(key, 83, 3)} as notify_admin, ${at} as created_at
        from (${commentCountsSql(plan)}) c
        cross join lateral generate_series(1, c.comment_count::int) j
      ) s
      order by created_at, work_order_id, j`),
  );
}
