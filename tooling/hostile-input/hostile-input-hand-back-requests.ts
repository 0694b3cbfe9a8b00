import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client.ts';
import {
  asEmployee,
  type Builders,
  keyed,
  onOrder,
  type RunContext,
  type TestServer,
} from './hostile-input-valid-request.ts';

/**
 * A visit of the run's order with the run's employee as its lead, on a day of its own, and (with
 * `status`) a hand-back of it, written straight to the tables: each request gets its own.
 */
async function freshVisit(context: RunContext, t: TestServer, handBackStatus?: string) {
  const start = new Date(Date.UTC(2027, 5, 1, 14) + context.fresh() * 3600 * 1000).toISOString();
  const end = new Date(new Date(start).getTime() + 3600 * 1000).toISOString();
  const [visit] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into visits (work_order_id, starts_at, ends_at, window_start, window_end, status)
      values (${context.orderId}, ${start}, ${end}, ${start}, ${end}, 'on-site') returning id`,
  );
  await t.database.db.execute(
    sql`insert into visit_technicians (visit_id, employee_id, role, during, holds_time)
      values (${visit?.id}, ${context.employeeId}, 'lead', tstzrange(${start}::timestamptz, ${end}::timestamptz), false)`,
  );
  if (!handBackStatus) return { visitId: String(visit?.id), handBackId: '' };
  const [handBack] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into visit_hand_backs (visit_id, work_order_id, technician_id, work_done, arrived_at, left_at,
        minutes_on_site, sign_off_kind, not_present_reason, outcome, signed_at, content_sha256, status)
      values (${visit?.id}, ${context.orderId}, ${context.employeeId}, 'Fixed the leak', ${start}, ${end},
        60, 'customer-not-present', 'Away', 'done', ${end}, ${'0'.repeat(64)}, ${handBackStatus})
      returning id`,
  );
  return { visitId: String(visit?.id), handBackId: String(handBack?.id) };
}

/** Valid requests of hostile-input.test.ts: the hand-back of a visit, its review and the rules. */
export const HAND_BACK_REQUESTS: Builders = {
  'POST /api/visits/{id}/hand-back': async (c, t) =>
    asEmployee(c, {
      path: { id: (await freshVisit(c, t)).visitId },
      headers: keyed(c),
      multipart: true,
      body: {
        handBack: JSON.stringify({
          workDone: 'Replaced the trap under the sink.',
          parts: [{ description: 'P-trap', quantity: 1 }],
          arrivedAt: '2027-06-01T14:00:00Z',
          leftAt: '2027-06-01T15:00:00Z',
          signOff: { kind: 'customer-not-present', reason: 'Tenant at work' },
          outcome: { kind: 'done' },
          signedAt: '2027-06-01T15:00:00Z',
        }),
      },
    }),
  'GET /api/visits/{id}/hand-back': async (c, t) =>
    asEmployee(c, { path: { id: (await freshVisit(c, t, 'awaiting-review')).visitId } }),
  'GET /api/work-orders/{id}/hand-backs': async (c) => onOrder(c),
  'POST /api/hand-backs/{id}/review': async (c, t) =>
    asEmployee(c, {
      path: { id: (await freshVisit(c, t, 'awaiting-review')).handBackId },
      body: { version: 1, completeTask: false },
    }),
  'POST /api/hand-backs/{id}/reopen': async (c, t) =>
    asEmployee(c, {
      path: { id: (await freshVisit(c, t, 'reviewed')).handBackId },
      body: { version: 1, reason: 'Parts list was wrong' },
    }),
  'GET /api/hand-back-rules': async (c) => asEmployee(c),
  'PUT /api/hand-back-rules/{type}': async (c) =>
    asEmployee(c, {
      path: { type: 'task' },
      body: { requireSignature: false, requireAfterPhoto: false, requireParts: false },
    }),
};
