import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { overlapFromConstraint } from '#server/services/visits/placement-rules.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';
import { at, send } from '#tooling/test-server/visit-fixtures.ts';

/**
 * Two dispatchers drop two jobs on the same technician and time at the same moment: exactly one
 * succeeds, the other gets the overlap 409, and no two rows of one technician ever overlap. On
 * PostgreSQL the requests really run side by side on the pool's connections.
 */
let t: TestApp;
let office: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  office = (await signedIn(t, 'office')).headers;
});
afterAll(async () => {
  await t.close();
});

describe('two dispatchers at the same moment', () => {
  it('never store an overlap: 20 pairs of concurrent POSTs, one wins each', async () => {
    const tech = await insertEmployee(t.database, { employeeType: 'plumber', name: 'Carlos Mendez' });
    const helper = await insertEmployee(t.database, { employeeType: 'plumber', name: 'Ana Ruiz' });
    const days = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10'];
    for (let pair = 0; pair < 20; pair += 1) {
      const day = days[pair % days.length] ?? '2026-12-07';
      const hour = 7 + Math.floor(pair / days.length) * 2;
      const clock = (h: number) => `${String(h).padStart(2, '0')}:00`;
      const [a, b] = [await insertWorkOrder(t.database), await insertWorkOrder(t.database)];
      const answers = await Promise.all(
        [a, b].map((order, index) =>
          send(t, office, 'POST', '/api/visits', {
            workOrderId: order.id,
            // The second one names the technician as a helper, and starts half an hour later.
            ...(index === 0 ? { leadId: tech.id } : { leadId: helper.id, helperIds: [tech.id] }),
            startsAt: at(day, index === 0 ? clock(hour) : `${String(hour).padStart(2, '0')}:30`),
            endsAt: at(day, clock(hour + 2)),
            overrideReason: 'Testing the race',
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)?.json();
      expect(refused.conflicts[0]).toMatchObject({ kind: 'overlap', technicianId: tech.id });
    }
    const overlaps = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from visit_technicians a join visit_technicians b
        on a.employee_id = b.employee_id and a.visit_id < b.visit_id and a.during && b.during
        where a.holds_time and b.holds_time`,
    );
    expect(overlaps[0]?.count).toBe(0);
    const stored = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from visit_technicians where employee_id = ${tech.id}`,
    );
    expect(stored[0]?.count).toBe(20);
  });

  it('turns the exclusion constraint’s refusal into the overlap 409, on either engine', async () => {
    const tech = await insertEmployee(t.database, { employeeType: 'plumber', name: 'Dana Drain' });
    const order = await insertWorkOrder(t.database);
    const insertVisit = async (from: string, to: string) => {
      const [row] = await queryRows<{ id: number }>(
        t.database.db,
        sql`insert into visits (work_order_id, starts_at, ends_at, window_start, window_end)
          values (${order.id}, ${from}, ${to}, ${from}, ${to}) returning id`,
      );
      await t.database.db.execute(
        sql`insert into visit_technicians (visit_id, employee_id, role, during)
          values (${row?.id}, ${tech.id}, 'lead', tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)'))`,
      );
    };
    await insertVisit(at('2027-01-04', '08:00'), at('2027-01-04', '10:00'));
    const error = await insertVisit(at('2027-01-04', '09:00'), at('2027-01-04', '11:00')).catch(
      (caught: unknown) => caught,
    );
    const answer = overlapFromConstraint(error, [{ id: tech.id, name: 'Dana Drain', role: 'lead' }]);
    expect(answer?.statusCode).toBe(409);
    expect(answer?.details).toEqual({
      conflicts: [
        { kind: 'overlap', technicianId: tech.id, message: 'Dana Drain already has a visit at this time.' },
      ],
    });
  });
});
