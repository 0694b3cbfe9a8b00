import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import type { WorkOrderType } from '#shared/domain/work-order-type.ts';
import { FIRST_NAMES, LAST_NAMES } from './people-words.ts';
import type { ScalePlan } from './scale-options.ts';
import { SPAN_DAYS } from './scale-span.ts';
import {
  fractionOf,
  hashOf,
  intBetween,
  pickText,
  quote,
  timeBetween,
  timestampLiteral,
} from './sql-fragments.ts';
import type { StaffIds } from './staff-ids.ts';
import { orderColumns } from './work-order-columns.ts';

const SPAN_MINUTES = SPAN_DAYS * 24 * 60;

/** Cumulative percent of each type: tasks are half the work (also bench:mobile's top-up). */
export const TYPE_SHARES: readonly [WorkOrderType, number][] = [
  ['plumbing-question', 10],
  ['follow-up', 22],
  ['contact-ho', 32],
  ['need-pics', 40],
  ['estimate-question', 50],
  ['task', 100],
];

/** The newest orders where open, in-progress and on-hold work lives (at least 60, about 6%). */
function recentWindow(workOrders: number): number {
  return Math.min(workOrders, Math.max(Math.ceil(workOrders * 0.06), 60));
}

/**
 * Rows by series number n: created_at grows with n (ids follow creation time, as in a real
 * database), the oldest ~94% are almost all completed, and the recent window holds the open,
 * in-progress and on-hold work, more of it completed the older it is.
 */
function baseRows(plan: ScalePlan): string {
  const w = plan.workOrders;
  const recent = recentWindow(w);
  const now = timestampLiteral(plan.now);
  const statusHash = hashOf('n', 2);
  const typeHash = hashOf('n', 3);
  return `
    select n, created, status, ${now} as now_at,
      case ${TYPE_SHARES.map(([type, upTo]) => `when ${typeHash} % 100 < ${upTo} then ${quote(type)}`).join(' ')} end as type,
      status = 'on-hold' and ${hashOf('n', 5)} % 10 = 0 as direct,
      ${pickText(FIRST_NAMES, 'n', 6)} as first_name,
      ${pickText(LAST_NAMES, 'n', 7)} as last_name
    from (
      select n,
        date_trunc('milliseconds', ${now} - (${SPAN_MINUTES} - ((n - 1) + 0.9 * ${fractionOf('n', 1)}) * ${SPAN_MINUTES / w}) * interval '1 minute') as created,
        case
          when n > ${w - recent} then case
            when ${statusHash} % 100 < 15 + 60.0 * (${w} - n) / ${recent} then 'completed'
            when n % 10 < 5 then 'open'
            when n % 10 < 8 then 'in-progress'
            else 'on-hold' end
          when ${statusHash} % 1000 < 4 then 'open'
          when ${statusHash} % 1000 < 6 then 'on-hold'
          else 'completed' end as status
      from generate_series(1, ${w}) n
    ) g`;
}

/** Adds completion and pause times; completed work took 2 hours to 3 weeks, never past now. */
function timedRows(plan: ScalePlan): string {
  return `
    select b.*, coalesce(completed_at, now_at) as end_at from (
      select b.*,
        case when status = 'completed' then date_trunc('milliseconds', created + least(
          ${intBetween('n', 8, 120, 30_000)} * interval '1 minute',
          (now_at - created) * (0.05 + 0.9 * ${fractionOf('n', 9)}))) end as completed_at,
        case when status = 'on-hold' then
          case when direct then created
          -- Long-open orders were paused lately, not years ago: holds last days to months.
          else greatest(${timeBetween('created', 'now_at', 'n', 10, 0.1, 0.8)},
            now_at - ${intBetween('n', 65, 2, 120)} * interval '1 day' - ${hashOf('n', 66)} % 86400 * interval '1 second') end
        end as paused_at
      from (${baseRows(plan)}) b
    ) b`;
}

/** Inserts `plan.workOrders` orders in creation order, in one statement. */
export async function insertWorkOrders(db: Executor, plan: ScalePlan, staff: StaffIds): Promise<void> {
  const columns = orderColumns(staff);
  await db.execute(
    sql.raw(`
      insert into work_orders (${columns.map(([name]) => name).join(', ')})
      select ${columns.map(([, value]) => value).join(',\n')}
      from (${timedRows(plan)}) r
      order by n`),
  );
}
