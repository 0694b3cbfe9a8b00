import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOf, recordingDb } from '#tooling/test-server/statement-plans.ts';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import type { Database } from '../../db/client.ts';
import { listVisits } from './list-visits.ts';

// The board's read (GET /api/visits) at scale: 200 technicians with five visits a day each over
// 40 days, 40,000 visits of 20,000 orders. A day is one statement whose plan walks the indexes;
// no table is read whole. The plans are PostgreSQL's own.
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

function wholeScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] !== 'employees') {
    found.push(`Seq Scan on ${node['Relation Name']}`);
  }
  for (const child of node.Plans ?? []) wholeScans(child, found);
  return found;
}

describe.skipIf(!onPostgres)('the visits of a day on PostgreSQL', () => {
  let database: Database;
  let client: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      insert into employees (name, email, employee_type, password_hash)
      select 'Tech ' || g, 'plan-tech' || g || '@test.plumbing', 'plumber', 'x' from generate_series(1, 200) g`);
    await database.db.execute(sql`
      insert into work_orders (work_order_id, title) select 'V' || g, 'Job ' || g from generate_series(1, 20000) g`);
    await database.db.execute(sql`
      insert into visits (work_order_id, starts_at, ends_at, window_start, window_end)
      select (select min(id) from work_orders) + g % 20000, s, s + interval '90 minutes', s, s + interval '2 hours'
      from (select g, ((date '2026-09-01' + g / 1000) + make_interval(hours => 8 + 2 * (g % 5))) at time zone 'America/Chicago' as s
        from generate_series(0, 39999) g) v`);
    await database.db.execute(sql`
      insert into visit_technicians (visit_id, employee_id, role, during)
      select v.id, e.id, 'lead', tstzrange(v.starts_at, v.ends_at, '[)')
      from (select id, starts_at, ends_at, row_number() over (order by id) - 1 as n from visits) v
      join (select id, row_number() over (order by id) - 1 as n from employees where email like 'plan-tech%') e
        on e.n = (v.n / 5) % 200`);
    await database.db.execute(sql`vacuum analyze`);
    client = (database.db as unknown as { $client: pg.Pool }).$client;
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('reads a day for every technician in one statement through the indexes', async () => {
    const { db, recorded } = recordingDb(client);
    const from = new Date('2026-09-10T05:00:00Z');
    const visits = await listVisits(db, { from, to: new Date(from.getTime() + 24 * 3600 * 1000) });
    expect(visits).toHaveLength(1000);
    expect(visits.every((visit) => visit.technicians.length === 1)).toBe(true);
    expect(recorded).toHaveLength(1);
    const connection = await client.connect();
    try {
      for (const statement of recorded) {
        const plan = await planOf<PlanNode>(connection, statement);
        expect(wholeScans(plan), statement.sql).toEqual([]);
      }
    } finally {
      connection.release();
    }
  });
});
