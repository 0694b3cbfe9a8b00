import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { PART_TITLES } from './job-words.ts';
import { FIRST_NAMES, LAST_NAMES } from './people-words.ts';
import type { ScalePlan } from './scale-options.ts';
import { chanceOf, hashOf, intBetween, pickId, pickText, timestampLiteral } from './sql-fragments.ts';
import type { StaffIds } from './staff-ids.ts';

/** What the technicians write as the work done, one line each (docs/decisions/068-visit-hand-back.md). */
const WORK_DONE: readonly string[] = [
  'Replaced the fill valve and flapper; no running after ten flushes.',
  'Cleared the main line from the cleanout; ran water for ten minutes, drains fine.',
  'Swapped the cartridge in the shower valve; no drip at the head.',
  'Installed the new water heater, relit and checked the vent draft.',
  'Replaced the PRV and set the house to 60 psi.',
  'Reset the toilet on a new wax ring and closet bolts; no leak after ten flushes.',
  'Cut out the leaking section of copper and sweated in a new coupling; pressure tested.',
  'Snaked the kitchen sink to the stack; removed a grease plug.',
  'Replaced the sump pump and the check valve; cycled it twice with a bucket.',
  'Tightened the compression fitting under the vanity and replaced the supply line.',
  'Flushed the tankless unit and cleaned the inlet screen; error code cleared.',
  'Installed shut-off valves under both sinks; customer shown where they are.',
];

/** Why nobody signed: the customer was not there to see the work. */
const NOT_PRESENT_REASONS: readonly string[] = [
  'Tenant at work; the office let us in',
  'Customer at work; key in the lockbox',
  'Property manager let us in and left',
  'Vacant rental; door code from the office',
  'Homeowner away; a neighbour let us in',
];

/**
 * The hand-backs awaiting review: the newest ones, a few hundred at full size (the office reviews
 * the rest within a day or two, so only the last days' wait). The rest are reviewed.
 */
export function awaitingReviewCount(plan: Pick<ScalePlan, 'workOrders'>): number {
  return Math.max(1, Math.round((plan.workOrders * 3) / 1000));
}

/**
 * One row per completed order that has a done visit: its last done visit, its lead, the time on
 * site (a few minutes either side of the booked times, never after now), the sign-off, and
 * whether it waits for review. Ids in time order, as the app would have given them.
 */
function planSql(plan: ScalePlan): string {
  const now = timestampLiteral(plan.now);
  return `
    create temp table scale_hand_back_plan on commit drop as
    select row_number() over (order by left_at, visit_id)::int as id, p.*,
      row_number() over (order by left_at desc, visit_id desc) <= ${awaitingReviewCount(plan)} as awaiting,
      greatest(1, least(1440, round(extract(epoch from left_at - arrived_at) / 60)))::int as minutes
    from (
      select v.id as visit_id, v.work_order_id, v.k, t.employee_id as technician_id,
        case when ${chanceOf('v.k', 303, 8)} then null
          when ${chanceOf('v.k', 304, 85)} and v.customer_name is not null then v.customer_name
          else ${pickText(FIRST_NAMES, 'v.k', 305)} || ' ' || ${pickText(LAST_NAMES, 'v.k', 306)} end as signer_name,
        v.starts_at + (${hashOf('v.k', 301)} % 16 - 5) * interval '1 minute' as arrived_at,
        least(${now}, v.ends_at + (${hashOf('v.k', 302)} % 31 - 10) * interval '1 minute') as left_at
      from (
        select distinct on (v.work_order_id) v.id, v.work_order_id, v.starts_at, v.ends_at, w.customer_name,
          v.id::bigint as k
        from visits v join work_orders w on w.id = v.work_order_id
        where v.status = 'done' and w.status = 'completed'
        order by v.work_order_id, v.ends_at desc, v.id desc
      ) v
      left join visit_technicians t on t.visit_id = v.id and t.role = 'lead'
    ) p`;
}

/**
 * The signed hand-backs' signature attachments (metadata only, like the seed's other attachments:
 * no file is written; storage keys are unique, so each row has its own), then the hand-backs
 * pointing at them. The digest is a well-formed SHA-256 of the visit id, not of the content as the
 * app computes it: nothing reads it back to check, and the content is generated anyway.
 */
function handBacksSql(plan: ScalePlan, staff: StaffIds): string {
  const now = timestampLiteral(plan.now);
  const digest = `md5('scale-signature:' || p.visit_id)`;
  const uuid = [1, 9, 13, 17, 21]
    .map((from, i) => `substr(${digest}, ${from}, ${[8, 4, 4, 4, 12][i]})`)
    .join(` || '-' || `);
  return `
    with signatures as (
      insert into attachments (work_order_id, file_name, file_type, file_size, storage_key, is_image,
        uploaded_by, uploaded_at)
      select p.work_order_id, 'signature.png', 'image/png', 6000 + ${hashOf('p.k', 307)} % 9000,
        ${uuid} || '.png', true, p.technician_id, p.left_at
      from scale_hand_back_plan p where p.signer_name is not null
      order by p.id
      returning id, work_order_id
    )
    insert into visit_hand_backs (id, visit_id, work_order_id, technician_id, submitted_by, work_done,
      arrived_at, left_at, minutes_on_site, sign_off_kind, signer_name, not_present_reason,
      signature_attachment_id, signature_width, signature_height, outcome, signed_at, content_sha256,
      status, reviewed_at, reviewed_by, created_at, version)
    select p.id, p.visit_id, p.work_order_id, p.technician_id, p.technician_id,
      ${pickText(WORK_DONE, 'p.k', 308)}, p.arrived_at, p.left_at, p.minutes,
      case when p.signer_name is null then 'customer-not-present' else 'signed' end, p.signer_name,
      case when p.signer_name is null then ${pickText(NOT_PRESENT_REASONS, 'p.k', 309)} end,
      s.id, case when s.id is not null then 600 end, case when s.id is not null then 200 end,
      'done', p.left_at, encode(sha256(convert_to('scale-hand-back:' || p.visit_id, 'UTF8')), 'hex'),
      case when p.awaiting then 'awaiting-review' else 'reviewed' end,
      case when not p.awaiting then
        least(${now}, p.left_at + (30 + ${hashOf('p.k', 312)} % 2850) * interval '1 minute') end,
      case when not p.awaiting then ${pickId(staff.creators, 'p.k', 313)} end,
      p.left_at, case when p.awaiting then 1 else 2 end
    from scale_hand_back_plan p left join signatures s on s.work_order_id = p.work_order_id
    order by p.id`;
}

/** 0-3 parts lines per hand-back: whole fittings, now and then a length of pipe in half feet. */
function partsSql(): string {
  const key = '(p.k * 4 + j)';
  return `
    insert into visit_hand_back_parts (hand_back_id, position, description, quantity, part_number)
    select p.id, j - 1, ${pickText(PART_TITLES, key, 314)},
      case when ${chanceOf(key, 315, 20)} then (1 + ${hashOf(key, 316)} % 20) * 0.5
        else ${intBetween(key, 317, 1, 3)} end,
      case when ${chanceOf(key, 318, 60)} then 'PN-' || lpad((${hashOf(key, 319)} % 100000)::text, 5, '0') end
    from scale_hand_back_plan p cross join lateral generate_series(1, ${hashOf('p.k', 310)} % 4) j
    order by p.id, j`;
}

/**
 * One hand-back per completed order on its last done visit, in a few set-based statements: the
 * plan, the signature attachments with the hand-backs, their parts, the id sequence, and the
 * visits' arrived and finished stamps from the hand-backs' time on site (as the app stamps them).
 * The visits' live-update trigger is off for that update. No photos: the list does not read them.
 */
export async function insertHandBacks(db: Executor, plan: ScalePlan, staff: StaffIds): Promise<void> {
  await db.execute(sql.raw(planSql(plan)));
  await db.execute(sql.raw(handBacksSql(plan, staff)));
  await db.execute(sql.raw(partsSql()));
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('visit_hand_backs', 'id'), greatest((select max(id) from visit_hand_backs), 1))`,
    ),
  );
  await db.execute(sql.raw('alter table visits disable trigger user'));
  await db.execute(
    sql.raw(`update visits v set arrived_at = p.arrived_at, finished_at = p.left_at
      from scale_hand_back_plan p where v.id = p.visit_id`),
  );
  await db.execute(sql.raw('alter table visits enable trigger user'));
}
