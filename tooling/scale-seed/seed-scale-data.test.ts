import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '#server/db/client.ts';
import { DEMO_ACCOUNTS } from '#server/db/demo-accounts.ts';
import {
  AUTHORIZATION_STATUSES,
  PRE_AUTH_STATUSES,
  RWP_FORM_STATUSES,
} from '#shared/domain/paused-job-status.ts';
import { WORK_ORDER_PRIORITIES } from '#shared/domain/work-order-priority.ts';
import { WORK_ORDER_STATUSES } from '#shared/domain/work-order-status.ts';
import { WORK_ORDER_TYPES } from '#shared/domain/work-order-type.ts';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import { ScaleDatabaseNotEmptyError, type SeedScaleOptions, seedScaleData } from './seed-scale-data.ts';

const SMALL_PLAN = {
  workOrders: 400,
  comments: 3000,
  employees: 20,
  now: new Date('2026-03-18T15:00:00.000Z'),
};
const NOW = sql.raw(`'${SMALL_PLAN.now.toISOString()}'::timestamptz`);

function seedSmall(target: Database, overrides: Partial<SeedScaleOptions> = {}) {
  const hashPassword = async (plain: string) => `hash:${plain}`;
  return seedScaleData(target, { ...SMALL_PLAN, replace: false, hashPassword, ...overrides });
}

const FINGERPRINTED = [
  'employees',
  'work_orders',
  'comments',
  'questions',
  'attachments',
  'notifications',
  'activity_log',
  'visits',
  'visit_hand_backs',
  'visit_hand_back_parts',
];

/** An md5 of every row of every seeded table, in id order. */
async function fingerprint(target: Database): Promise<Record<string, string>> {
  const parts = FINGERPRINTED.map(
    (table) => `(select md5(string_agg(t::text, '|' order by t.id)) from ${table} t) as ${table}`,
  );
  const assignees = `(select md5(string_agg(t::text, '|' order by t.work_order_id, t.employee_id)) from work_order_assignees t) as assignees`;
  const technicians = `(select md5(string_agg(t::text, '|' order by t.visit_id, t.employee_id)) from visit_technicians t) as technicians`;
  const [row] = await queryRows<Record<string, string>>(
    target.db,
    sql.raw(`select ${[...parts, assignees, technicians].join(', ')}`),
  );
  return row ?? {};
}

let database: Database;
let steps: Awaited<ReturnType<typeof seedSmall>>;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;

beforeAll(async () => {
  database = await createTestDatabase();
  steps = await seedSmall(database);
});
afterAll(() => database.close());

describe('seedScaleData (400 work orders, 3000 comments, 20 employees)', () => {
  it('writes exactly the requested volume and reports every step', async () => {
    const counted = await one<Record<string, number>>(sql`select
      (select count(*) from employees) as employees,
      (select count(*) from work_orders) as work_orders,
      (select count(*) from comments) as comments`);
    expect(counted).toEqual({ employees: 20, work_orders: 400, comments: 3000 });
    const reported = Object.fromEntries(steps.map((step) => [step.name, step.rows]));
    expect(reported).toMatchObject({ employees: 20, 'work orders': 400, comments: 3000 });
    expect(steps.map((step) => step.name)).toEqual([
      'check',
      'employees',
      'work orders',
      'assignees',
      'comments',
      'questions',
      'attachments',
      'notifications',
      'activity log',
      'visits',
      'hand-backs',
      'search documents',
      'search indexes',
      'vacuum analyze',
      'total',
    ]);
    for (const step of steps.slice(1, -3)) expect(step.rows, step.name).toBeGreaterThan(0);
  });

  it('builds the search indexes again after the load', async () => {
    const indexes = await rows<{ name: string }>(
      sql`select indexname as name from pg_indexes where indexdef like '%USING gin %' order by 1`,
    );
    expect(indexes.map((index) => index.name)).toEqual([
      'work_order_search_doc_idx',
      'work_order_search_own_idx',
      'work_orders_customer_phone_digits_idx',
      'work_orders_job_number_trgm_idx',
    ]);
  });

  it("ends with every order's search document, as the triggers write it, and the triggers on", async () => {
    const documents = await one<{ orders: number; documents: number; different: number }>(sql`select
      (select count(*) from work_orders) as orders,
      (select count(*) from work_order_search) as documents,
      (select count(*) from work_order_search s full join work_order_search_documents d using (work_order_id)
        where (s.status, s.created_at, s.completed_at, s.deleted, s.own, s.doc)
          is distinct from (d.status, d.created_at, d.completed_at, d.deleted, d.own, d.doc)) as different`);
    expect(documents).toEqual({ orders: 400, documents: 400, different: 0 });
    const disabled = await rows<{ name: string }>(
      sql`select tgname as name from pg_trigger where tgname like 'work_order_search_%' and tgenabled <> 'O'`,
    );
    expect(disabled).toEqual([]);
    const triggers = await one<{ n: number }>(
      sql`select count(*)::int as n from pg_trigger where tgname like 'work_order_search_%'`,
    );
    expect(triggers.n).toBe(12);
  });

  it('covers every status, type and priority, mostly completed, about 15% urgent', async () => {
    const orders = await rows<{ status: string; type: string; priority: string; n: number }>(
      sql`select status, type, priority, count(*) as n from work_orders group by 1, 2, 3`,
    );
    const total = (keep: (row: (typeof orders)[number]) => boolean) =>
      orders.filter(keep).reduce((sum, row) => sum + row.n, 0);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(WORK_ORDER_STATUSES));
    expect(new Set(orders.map((o) => o.type))).toEqual(new Set(WORK_ORDER_TYPES));
    expect(new Set(orders.map((o) => o.priority))).toEqual(new Set(WORK_ORDER_PRIORITIES));
    expect(total((o) => o.status === 'completed')).toBeGreaterThan(300);
    expect(total((o) => o.priority === 'urgent')).toBeGreaterThan(30);
    expect(total((o) => o.priority === 'urgent')).toBeLessThan(90);
  });

  it('keeps the timestamps consistent with the status', async () => {
    const bad = await one<Record<string, number>>(sql`select
      count(*) filter (where (status = 'completed') <> (completed_at is not null)) as completed,
      count(*) filter (where (status = 'on-hold') <> (paused_at is not null)) as paused,
      count(*) filter (where completed_at <= created_at or paused_at < created_at) as order_of_events,
      count(*) filter (where updated_at < created_at or created_at > ${NOW}
        or updated_at > ${NOW} or completed_at > ${NOW}) as future,
      count(*) filter (where created_at < ${NOW} - interval '5 years 2 days') as too_old
      from work_orders`);
    expect(bad).toEqual({ completed: 0, paused: 0, order_of_events: 0, future: 0, too_old: 0 });
  });

  it('gives on-hold orders their paused-job fields and sensible part dates', async () => {
    const paused = await rows<Record<string, string | null>>(
      sql`select * from work_orders where status = 'on-hold'`,
    );
    expect(paused.length).toBeGreaterThanOrEqual(4);
    for (const order of paused) {
      expect(PRE_AUTH_STATUSES).toContain(order.pre_auth_status);
      expect(AUTHORIZATION_STATUSES).toContain(order.authorization_status);
      expect(RWP_FORM_STATUSES).toContain(order.rwp_form_status);
    }
    const parts = await one<Record<string, number>>(sql`select
      count(*) filter (where part_title_1 is not null) as with_parts,
      count(*) filter (where part_received_1 is not null) as received,
      count(*) filter (where part_eta_1 < part_ordered_1 or part_received_1 < part_ordered_1
        or part_received_1 > ${NOW}::date) as bad_dates,
      count(*) filter (where part_title_2 is not null and part_title_1 is null) as gaps,
      count(*) filter (where description like '%Waiting for: %' or description like '{"waitingFor"%') as waiting
      from work_orders where status = 'on-hold'`);
    expect(parts.with_parts).toBeGreaterThan(0);
    expect(parts.received).toBeGreaterThan(0);
    expect(parts).toMatchObject({ bad_dates: 0, gaps: 0 });
    expect(parts.waiting).toBeGreaterThan(0);
    const others = await one<{ n: number }>(
      sql`select count(*) as n from work_orders where status <> 'on-hold' and (pre_auth_status is not null or part_title_1 is not null)`,
    );
    expect(others.n).toBe(0);
  });

  it('spreads comments unevenly, inside each order life, with at least one order of 50 or more', async () => {
    const spread = await one<Record<string, number>>(sql`select max(n) as most, min(n) as fewest,
      count(*) filter (where n >= 50) as busy, count(*) filter (where n <= 5) as few
      from (select w.id, count(c.id) as n from work_orders w left join comments c on c.work_order_id = w.id group by w.id) x`);
    expect(spread.most).toBeGreaterThanOrEqual(50);
    expect(spread.busy).toBeGreaterThanOrEqual(1);
    expect(spread.few).toBeGreaterThan(100);
    const outside = await one<{ n: number }>(sql`select count(*) as n from comments c
      join work_orders w on w.id = c.work_order_id
      where c.created_at <= w.created_at or c.created_at > coalesce(w.completed_at, ${NOW})
        or c.author_id is null or c.type not in ('note', 'update')`);
    expect(outside.n).toBe(0);
  });

  it('keeps open job numbers unique and gives every order 1-3 assignees', async () => {
    const numbers = await one<{ open: number; distinct: number }>(sql`select count(*) as open,
      count(distinct lower(work_order_id)) as distinct from work_orders where status <> 'completed'`);
    expect(numbers.distinct).toBe(numbers.open);
    const assignees = await one<{ fewest: number; most: number }>(sql`select min(n) as fewest, max(n) as most
      from (select w.id, count(a.employee_id) as n from work_orders w
        left join work_order_assignees a on a.work_order_id = w.id group by w.id) x`);
    expect(assignees).toEqual({ fewest: 1, most: 3 });
  });

  it('adds questions, attachment metadata on about a fifth of the orders, and read and unread notifications', async () => {
    const extra = await one<Record<string, number>>(sql`select
      (select count(*) from questions) as questions,
      (select count(distinct work_order_id) from attachments a where not exists
        (select 1 from visit_hand_backs h where h.signature_attachment_id = a.id)) as with_files,
      (select count(*) from attachments where storage_key !~ '^[0-9a-f-]{36}\\.[a-z0-9]{1,5}$') as bad_keys,
      (select count(*) from notifications where read_at is null) as unread,
      (select count(*) from notifications where read_at is not null) as read,
      (select count(*) from notifications where actor_id = employee_id or read_at < created_at) as bad_notes,
      (select count(*) from notifications n join employees e on e.id = n.employee_id where not e.is_active) as to_inactive`);
    expect(extra.questions).toBeGreaterThan(0);
    expect(extra.with_files).toBeGreaterThan(400 * 0.12);
    expect(extra.with_files).toBeLessThan(400 * 0.28);
    expect(extra).toMatchObject({ bad_keys: 0, bad_notes: 0, to_inactive: 0 });
    expect(extra.unread).toBeGreaterThan(0);
    expect(extra.read).toBeGreaterThan(0);
  });

  it('has the demo accounts, every employee type, a few inactive, one shared password hash', async () => {
    const staff = await rows<{
      email: string;
      employee_type: string;
      is_active: boolean;
      password_hash: string;
    }>(sql`select email, employee_type, is_active, password_hash from employees order by id`);
    for (const account of DEMO_ACCOUNTS) {
      expect(staff.find((e) => e.email === account.email)).toMatchObject({
        employee_type: account.employeeType,
        is_active: true,
      });
    }
    expect(new Set(staff.map((e) => e.employee_type)).size).toBe(4);
    expect(staff.filter((e) => e.employee_type === 'plumber').length).toBeGreaterThan(staff.length / 2);
    expect(staff.filter((e) => !e.is_active).length).toBeGreaterThanOrEqual(1);
    expect(new Set(staff.map((e) => e.password_hash))).toEqual(new Set(['hash:demo-portal-2026']));
  });

  it('refuses a database that holds data, and with replace writes the same data again', async () => {
    const before = await fingerprint(database);
    await expect(seedSmall(database)).rejects.toThrow(ScaleDatabaseNotEmptyError);
    await expect(seedSmall(database)).rejects.toThrow('Run again with --replace');
    expect(await fingerprint(database)).toEqual(before);
    const replaced = await seedSmall(database, { replace: true });
    expect(replaced[0]?.name).toBe('check and clear');
    expect(await fingerprint(database)).toEqual(before);
  });

  it('writes identical data into another database for the same options', async () => {
    const other = await createTestDatabase();
    try {
      await seedSmall(other);
      expect(await fingerprint(other)).toEqual(await fingerprint(database));
      await seedSmall(other, { replace: true, now: new Date('2026-03-19T15:00:00.000Z') });
      expect(await fingerprint(other)).not.toEqual(await fingerprint(database));
    } finally {
      await other.close();
    }
  });
});
