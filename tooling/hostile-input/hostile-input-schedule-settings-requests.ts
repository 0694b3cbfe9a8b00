import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client.ts';
import {
  asEmployee,
  type Builders,
  type RunContext,
  type TestServer,
} from './hostile-input-valid-request.ts';

/** A day off of the run's plumber, written straight to the table: each DELETE gets its own. */
async function freshTimeOff(context: RunContext, t: TestServer): Promise<string> {
  const start = new Date(Date.UTC(2027, 1, 1, 14) + context.fresh() * 24 * 3600 * 1000).toISOString();
  const end = new Date(new Date(start).getTime() + 8 * 3600 * 1000).toISOString();
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into technician_time_off (employee_id, starts_at, ends_at, reason)
      values (${context.plumberId}, ${start}, ${end}, 'Training') returning id`,
  );
  return String(row?.id);
}

/** The settings row's version now: a PUT must name it. */
async function settingsVersion(t: TestServer): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    t.database.db,
    sql`select version from company_settings`,
  );
  return row?.version ?? 1;
}

/** Valid requests of hostile-input.test.ts: company settings, technicians' hours, time off, the tray. */
export const SCHEDULE_SETTINGS_REQUESTS: Builders = {
  'GET /api/company-settings': async (c) => asEmployee(c),
  'PUT /api/company-settings': async (c, t) =>
    asEmployee(c, { body: { version: await settingsVersion(t), customerMessagesEnabled: false } }),
  'GET /api/technician-schedules': async (c) => asEmployee(c),
  'PUT /api/technician-schedules/{employeeId}': async (c) =>
    asEmployee(c, {
      path: { employeeId: String(c.plumberId) },
      body: {
        workDays: [1, 2, 3, 4, 5],
        workStart: '07:00',
        workEnd: '17:00',
        maxVisitsPerDay: 6,
        maxHoursPerDay: 8,
      },
    }),
  'GET /api/time-off': async (c) =>
    asEmployee(c, {
      query: { from: '2027-02-01T00:00:00Z', to: '2027-03-01T00:00:00Z', employeeId: String(c.plumberId) },
    }),
  'POST /api/time-off': async (c) =>
    asEmployee(c, {
      body: {
        employeeId: c.plumberId,
        startsAt: '2027-04-05T13:00:00Z',
        endsAt: '2027-04-05T22:00:00Z',
        reason: 'Dentist',
      },
    }),
  'DELETE /api/time-off/{id}': async (c, t) => asEmployee(c, { path: { id: await freshTimeOff(c, t) } }),
  'GET /api/schedule/tray': async (c) =>
    asEmployee(c, { query: { office: 'North', city: 'Springfield', type: 'task', limit: '20' } }),
};
