import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client.ts';
import {
  asEmployee,
  type Builders,
  keyed,
  type RunContext,
  type TestServer,
} from './hostile-input-valid-request.ts';

/**
 * A visit of the run's order, written straight to the tables, with the run's employee as its lead:
 * each request gets its own, at version 1, on a day of its own (the crew rows hold no time).
 */
async function freshVisit(context: RunContext, t: TestServer): Promise<string> {
  const start = new Date(Date.UTC(2027, 0, 1, 14) + context.fresh() * 3600 * 1000).toISOString();
  const end = new Date(new Date(start).getTime() + 3600 * 1000).toISOString();
  const [visit] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into visits (work_order_id, starts_at, ends_at, window_start, window_end)
      values (${context.orderId}, ${start}, ${end}, ${start}, ${end}) returning id`,
  );
  await t.database.db.execute(
    sql`insert into visit_technicians (visit_id, employee_id, role, during, holds_time)
      values (${visit?.id}, ${context.employeeId}, 'lead', tstzrange(${start}::timestamptz, ${end}::timestamptz), false)`,
  );
  return String(visit?.id);
}

/** Valid requests of hostile-input.test.ts: the visits of the schedule board and the phone. */
export const VISIT_REQUESTS: Builders = {
  'GET /api/visits': async (c) =>
    asEmployee(c, {
      query: {
        from: '2026-12-07T06:00:00Z',
        to: '2026-12-08T06:00:00Z',
        technicianId: String(c.plumberId),
        workOrderId: String(c.orderId),
        status: 'scheduled',
      },
    }),
  'POST /api/visits': async (c) =>
    asEmployee(c, {
      body: {
        workOrderId: c.orderId,
        startsAt: '2026-12-07T14:00:00Z',
        endsAt: '2026-12-07T16:00:00Z',
        windowStart: '2026-12-07T14:00:00Z',
        windowEnd: '2026-12-07T16:00:00Z',
        note: 'Gate code 41',
        notifyCustomer: false,
      },
    }),
  'POST /api/visits/customer-message-preview': async (c) =>
    asEmployee(c, {
      body: {
        workOrderId: c.orderId,
        event: 'scheduled',
        windowStart: '2026-12-07T14:00:00Z',
        windowEnd: '2026-12-07T16:00:00Z',
        leadId: c.plumberId,
      },
    }),
  'PATCH /api/visits/{id}': async (c, t) =>
    asEmployee(c, {
      path: { id: await freshVisit(c, t) },
      body: { version: 1, note: 'Bring the long wrench' },
    }),
  'POST /api/visits/{id}/status': async (c, t) =>
    asEmployee(c, {
      path: { id: await freshVisit(c, t) },
      headers: keyed(c),
      body: { status: 'on-the-way', version: 1 },
    }),
};
