import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { awaitingReviewCount } from './scale-hand-backs.ts';
import { SMALL_SCALE_ORDERS, smallScaleDatabase } from './small-scale-database.ts';

const { database: seeded, one, atNow: AT_NOW } = smallScaleDatabase();
const ORDERS = SMALL_SCALE_ORDERS;

describe('the scale seed’s hand-backs (600 work orders, 40 employees)', () => {
  it('gives each completed order with a done visit one hand-back, on its last done visit, and no other order any', async () => {
    const counted = await one<Record<string, number>>(sql`
      with last_done as (
        select distinct on (v.work_order_id) v.work_order_id, v.id
        from visits v join work_orders w on w.id = v.work_order_id
        where v.status = 'done' and w.status = 'completed'
        order by v.work_order_id, v.ends_at desc, v.id desc
      )
      select
        (select count(*) from last_done) as expected,
        (select count(*) from visit_hand_backs) as hand_backs,
        (select count(distinct work_order_id) from visit_hand_backs) as orders,
        (select count(*) from visit_hand_backs h join last_done d on d.id = h.visit_id
          and d.work_order_id = h.work_order_id) as on_last_done,
        (select count(*) from visit_hand_backs h join work_orders w on w.id = h.work_order_id
          where w.status <> 'completed') as not_completed,
        (select count(*) from visit_hand_backs h left join visit_technicians t on t.visit_id = h.visit_id
          and t.role = 'lead' where h.technician_id is distinct from t.employee_id
          or h.submitted_by is distinct from t.employee_id) as not_the_lead,
        (select coalesce(max(id), 0) from visit_hand_backs) as last_id,
        (select last_value from visit_hand_backs_id_seq) as sequence`);
    // About 60 % of the orders are completed; most of them end on a done visit.
    expect(counted.expected).toBeGreaterThan(ORDERS * 0.4);
    expect(counted.hand_backs).toBe(counted.expected);
    expect(counted.orders).toBe(counted.expected);
    expect(counted.on_last_done).toBe(counted.expected);
    expect(counted).toMatchObject({ not_completed: 0, not_the_lead: 0 });
    expect(counted.sequence).toBe(counted.last_id);
  });

  it('keeps the time on site, the sign-off, the digest and the parts as the app writes them', async () => {
    const bad = await one<Record<string, number>>(sql`select
      count(*) filter (where h.left_at <= h.arrived_at or h.left_at > ${AT_NOW}) as bad_times,
      count(*) filter (where h.minutes_on_site <> greatest(1, least(1440,
        round(extract(epoch from h.left_at - h.arrived_at) / 60)))) as bad_minutes,
      count(*) filter (where v.arrived_at is distinct from h.arrived_at
        or v.finished_at is distinct from h.left_at) as visit_not_stamped,
      count(*) filter (where h.arrived_at - v.starts_at not between interval '-5 minutes' and interval '10 minutes'
        or h.left_at - v.ends_at not between interval '-10 minutes' and interval '20 minutes') as far_from_booking,
      count(*) filter (where sign_off_kind = 'signed' and (signer_name is null or a.id is null
        or a.work_order_id <> h.work_order_id or a.file_type <> 'image/png' or signature_width is null
        or not_present_reason is not null)) as bad_signed,
      count(*) filter (where sign_off_kind = 'customer-not-present' and (not_present_reason is null
        or signer_name is not null or signature_attachment_id is not null)) as bad_not_present,
      count(*) filter (where content_sha256 !~ '^[0-9a-f]{64}$') as bad_digest,
      count(*) filter (where outcome <> 'done' or signed_at <> h.left_at or time_change_reason is not null) as bad_outcome,
      count(*) filter (where h.status = 'reviewed' and (reviewed_at is null or reviewed_by is null
        or reviewed_at < h.left_at or reviewed_at > ${AT_NOW} or h.version <> 2)) as bad_reviewed,
      count(*) filter (where h.status = 'awaiting-review' and (reviewed_at is not null or reviewed_by is not null
        or h.version <> 1)) as bad_awaiting,
      count(distinct content_sha256) - count(*) as repeated_digests
      from visit_hand_backs h join visits v on v.id = h.visit_id
      left join attachments a on a.id = h.signature_attachment_id`);
    expect(bad).toEqual({
      bad_times: 0,
      bad_minutes: 0,
      visit_not_stamped: 0,
      far_from_booking: 0,
      bad_signed: 0,
      bad_not_present: 0,
      bad_digest: 0,
      bad_outcome: 0,
      bad_reviewed: 0,
      bad_awaiting: 0,
      repeated_digests: 0,
    });
    const mix = await one<{ signed: number; not_present: number; stamped_without: number }>(sql`select
      count(*) filter (where sign_off_kind = 'signed') as signed,
      count(*) filter (where sign_off_kind = 'customer-not-present') as not_present,
      (select count(*) from visits v where v.arrived_at is not null
        and not exists (select 1 from visit_hand_backs h where h.visit_id = v.id)) as stamped_without
      from visit_hand_backs`);
    expect(mix.signed).toBeGreaterThan(mix.not_present * 5);
    expect(mix.not_present).toBeGreaterThan(0);
    expect(mix.stamped_without).toBe(0);
  });

  it('lists 0-3 parts per hand-back, numbered from 0, each of a quantity the check allows', async () => {
    const parts = await queryRows<{ lines: number; hand_backs: number }>(
      seeded().db,
      sql`select lines, count(*) as hand_backs from (
        select h.id, count(p.id) as lines from visit_hand_backs h
        left join visit_hand_back_parts p on p.hand_back_id = h.id group by h.id
      ) c group by lines order by lines`,
    );
    expect(parts.map((row) => Number(row.lines))).toEqual([0, 1, 2, 3]);
    const bad = await one<Record<string, number>>(sql`select
      count(*) filter (where quantity <= 0 or quantity > 999) as bad_quantity,
      (select count(*) from (select hand_back_id from visit_hand_back_parts group by hand_back_id
        having min(position) <> 0 or max(position) <> count(*) - 1 or count(distinct position) <> count(*)) g
      ) as bad_positions
      from visit_hand_back_parts`);
    expect(bad).toEqual({ bad_quantity: 0, bad_positions: 0 });
  });

  it('leaves the number the seed states awaiting review, the newest ones, and the rest reviewed', async () => {
    const counted = await one<Record<string, number | string | null>>(sql`select
      count(*) filter (where status = 'awaiting-review') as awaiting,
      count(*) filter (where status = 'reviewed') as reviewed,
      count(*) as total,
      (select count(*) from visit_hand_backs a join visit_hand_backs r on r.status = 'reviewed'
        and (r.left_at, r.visit_id) > (a.left_at, a.visit_id) where a.status = 'awaiting-review') as older_waiting
      from visit_hand_backs`);
    const expected = Math.min(awaitingReviewCount({ workOrders: ORDERS }), Number(counted.total));
    expect(expected).toBeGreaterThan(0);
    expect(Number(counted.awaiting)).toBe(expected);
    expect(Number(counted.reviewed)).toBe(Number(counted.total) - expected);
    expect(Number(counted.older_waiting)).toBe(0);
    // The partial index of the waiting rows: the list's filter reads exactly these orders.
    const filtered = await one<{ n: number }>(
      sql`select count(*) as n from work_orders where id in (select work_order_id from visit_hand_backs where status = 'awaiting-review')`,
    );
    expect(Number(filtered.n)).toBe(expected);
  });

  it('states the full-size data set’s awaiting-review count: a few hundred of about 60,000', () => {
    expect(awaitingReviewCount({ workOrders: 100_000 })).toBe(300);
  });
});
