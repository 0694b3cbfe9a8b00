import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TIME_ZONE_MESSAGE } from '#shared/schemas/dashboard.ts';
import { WorkOrderSchema } from '#shared/schemas/work-order.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';
import { employees, workOrders } from '../db/schema.ts';

let t: TestApp;
let headers: Record<string, string>;
let callerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const caller = await signedIn(t, 'plumber');
  headers = caller.headers;
  callerId = caller.employee.id;
});
afterAll(async () => {
  await t.close();
});
// Every test builds the exact set of work orders it counts.
beforeEach(async () => {
  await t.database.db.delete(workOrders);
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const at = (ms: number) => new Date(ms);

/** Zones without daylight saving, so their boundaries are plain arithmetic here. */
const OFFSET_MINUTES = { UTC: 0, 'Asia/Kolkata': 330, 'Pacific/Pago_Pago': -660 } as const;
type Zone = keyof typeof OFFSET_MINUTES;
const offsetOf = (zone: Zone) => OFFSET_MINUTES[zone] * MINUTE;
const startOfDay = (zone: Zone) => Math.floor((Date.now() + offsetOf(zone)) / DAY) * DAY - offsetOf(zone);
/** 1970-01-01 was a Thursday: day d is a Monday when (d + 3) % 7 === 0. */
function startOfWeek(zone: Zone): number {
  const day = Math.floor((Date.now() + offsetOf(zone)) / DAY);
  return (day - ((day + 3) % 7)) * DAY - offsetOf(zone);
}
function startOfMonth(zone: Zone): number {
  const local = new Date(Date.now() + offsetOf(zone));
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - offsetOf(zone);
}

const get = (url: string, withSession = true) =>
  t.app.inject({ method: 'GET', url, headers: withSession ? headers : {} });

const PATHS = [
  '/api/dashboard/stats',
  '/api/dashboard/priority-work-orders',
  '/api/dashboard/recent-work-orders',
  '/api/dashboard/employee-stats',
];

describe('every dashboard endpoint', () => {
  it.each(PATHS)('%s answers 401 without a session', async (path) => {
    const response = await get(path, false);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('GET /api/dashboard/stats', () => {
  it.each(Object.keys(OFFSET_MINUTES) as Zone[])('counts exactly, with days in %s', async (zone) => {
    const today = startOfDay(zone);
    const yesterday = today - DAY;
    const old = ago(40 * DAY);
    await insertWorkOrder(t.database, { status: 'open' });
    await insertWorkOrder(t.database, { status: 'in-progress', createdAt: old });
    await insertWorkOrder(t.database, { status: 'open', createdAt: ago(29 * DAY) });
    // On hold since yesterday: active 30 days ago. On hold for 35 days: not.
    await insertWorkOrder(t.database, { status: 'on-hold', createdAt: old, pausedAt: ago(DAY) });
    await insertWorkOrder(t.database, { status: 'on-hold', createdAt: old, pausedAt: ago(35 * DAY) });
    await insertWorkOrder(t.database, {
      status: 'completed',
      createdAt: old,
      completedAt: at(today + SECOND),
    });
    await insertWorkOrder(t.database, {
      status: 'completed',
      createdAt: ago(2 * DAY),
      completedAt: at(today - SECOND),
    });
    await insertWorkOrder(t.database, {
      status: 'completed',
      createdAt: ago(2 * DAY),
      completedAt: at(yesterday + SECOND),
    });
    await insertWorkOrder(t.database, {
      status: 'completed',
      createdAt: ago(3 * DAY),
      completedAt: at(yesterday - SECOND),
    });
    await insertWorkOrder(t.database, { status: 'completed', createdAt: old, completedAt: ago(31 * DAY) });
    // Completed with no completion time (legacy data): counted as completed long ago.
    await insertWorkOrder(t.database, { status: 'completed', createdAt: old, completedAt: null });

    const response = await get(`/api/dashboard/stats?tz=${encodeURIComponent(zone)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total: 3, completedToday: 1, previousTotal: 3, completedYesterday: 2 });
  });

  it('puts the same completion in today or yesterday depending on tz', async () => {
    const kolkata = startOfDay('Asia/Kolkata');
    const pagoPago = startOfDay('Pacific/Pago_Pago');
    const [earlier, later] =
      kolkata < pagoPago ? ['Asia/Kolkata', 'Pacific/Pago_Pago'] : ['Pacific/Pago_Pago', 'Asia/Kolkata'];
    await insertWorkOrder(t.database, {
      status: 'completed',
      completedAt: at(Math.max(kolkata, pagoPago) - SECOND),
    });

    const inEarlier = await get(`/api/dashboard/stats?tz=${earlier}`);
    const inLater = await get(`/api/dashboard/stats?tz=${later}`);
    expect(inEarlier.json()).toMatchObject({ completedToday: 1, completedYesterday: 0 });
    expect(inLater.json()).toMatchObject({ completedToday: 0, completedYesterday: 1 });
  });

  it('uses the server time zone without tz', async () => {
    for (const zone of Object.keys(OFFSET_MINUTES) as Zone[]) {
      await insertWorkOrder(t.database, { status: 'completed', completedAt: at(startOfDay(zone) - SECOND) });
      await insertWorkOrder(t.database, { status: 'completed', completedAt: at(startOfDay(zone) + SECOND) });
    }
    const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const implicit = await get('/api/dashboard/stats');
    const explicit = await get(`/api/dashboard/stats?tz=${encodeURIComponent(serverZone)}`);
    expect(implicit.statusCode).toBe(200);
    expect(implicit.json()).toEqual(explicit.json());
  });

  it('answers zeros for an empty database', async () => {
    const response = await get('/api/dashboard/stats');
    expect(response.json()).toEqual({ total: 0, completedToday: 0, previousTotal: 0, completedYesterday: 0 });
  });

  it('accepts zone aliases in any letter case', async () => {
    // US/Pacific-New is known to the browser's Intl but not to PostgreSQL: it is sent on canonical.
    for (const zone of ['asia/kolkata', 'US/Pacific-New', 'Etc/GMT+5', 'America/Argentina/Buenos_Aires']) {
      const response = await get(`/api/dashboard/stats?tz=${encodeURIComponent(zone)}`);
      expect(response.statusCode, zone).toBe(200);
    }
  });

  it.each(['Mars/Olympus', '+01:00', "UTC'; drop table work_orders; --", '', 'x'.repeat(65)])(
    'refuses tz=%s with 400',
    async (zone) => {
      const response = await get(`/api/dashboard/stats?tz=${encodeURIComponent(zone)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: TIME_ZONE_MESSAGE,
        errors: [{ field: 'tz', message: TIME_ZONE_MESSAGE }],
      });
    },
  );
});

describe('GET /api/dashboard/priority-work-orders', () => {
  async function priorityData() {
    const tech = await insertEmployee(t.database, { employeeType: 'plumber', name: 'Pat Priority' });
    const urgent = { priority: 'urgent' } as const;
    const overdue = await insertWorkOrder(
      t.database,
      { ...urgent, status: 'in-progress', dueDate: ago(DAY) },
      [tech.id],
    );
    const soonOlder = await insertWorkOrder(t.database, {
      ...urgent,
      dueDate: ago(-2 * DAY),
      createdAt: ago(3 * HOUR),
    });
    const later = await insertWorkOrder(t.database, { ...urgent, status: 'on-hold', dueDate: ago(-5 * DAY) });
    const undatedOlder = await insertWorkOrder(t.database, { ...urgent, createdAt: ago(2 * DAY) });
    const undatedNewer = await insertWorkOrder(t.database, { ...urgent, createdAt: ago(DAY) });
    const soonNewer = await insertWorkOrder(t.database, {
      ...urgent,
      dueDate: soonOlder.dueDate,
      createdAt: ago(HOUR),
    });
    await insertWorkOrder(t.database, { priority: 'normal', dueDate: ago(5 * DAY) });
    await insertWorkOrder(t.database, { ...urgent, status: 'completed', dueDate: ago(5 * DAY) });
    return { tech, overdue, order: [overdue, soonNewer, soonOlder, later, undatedNewer, undatedOlder] };
  }

  it('lists urgent work not completed, oldest due date first, undated last, newest first on ties', async () => {
    const { tech, overdue, order } = await priorityData();
    const response = await get('/api/dashboard/priority-work-orders');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('6');
    const body = response.json();
    expect(body.map((row: { id: number }) => row.id)).toEqual(order.map((row) => row.id));
    expect(Object.keys(body[0]).sort()).toEqual(Object.keys(WorkOrderSchema.shape).sort());
    expect(body[0]).toMatchObject({
      id: overdue.id,
      workOrderId: overdue.workOrderId,
      status: 'in-progress',
      priority: 'urgent',
      dueDate: overdue.dueDate?.toISOString(),
      assignedEmployees: [
        { id: tech.id, name: 'Pat Priority', photo: null, colorTheme: 'blue', employeeType: 'plumber' },
      ],
    });
  });

  it('pages with limit and offset and keeps the total', async () => {
    const { order } = await priorityData();
    const page = await get('/api/dashboard/priority-work-orders?limit=2&offset=1');
    expect(page.headers['x-total-count']).toBe('6');
    expect(page.json().map((row: { id: number }) => row.id)).toEqual([order[1]?.id, order[2]?.id]);
    const past = await get('/api/dashboard/priority-work-orders?offset=6');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('6');
  });

  it('answers 20 rows by default', async () => {
    for (let i = 0; i < 21; i += 1) await insertWorkOrder(t.database, { priority: 'urgent' });
    const response = await get('/api/dashboard/priority-work-orders');
    expect(response.json()).toHaveLength(20);
    expect(response.headers['x-total-count']).toBe('21');
  });
});

describe('GET /api/dashboard/recent-work-orders', () => {
  it('answers recent-task rows, newest update first, with the names', async () => {
    const tech = await insertEmployee(t.database, { employeeType: 'plumber', name: 'Rita Tech' });
    const office = await insertEmployee(t.database, { employeeType: 'office', name: 'Owen Office' });
    const due = new Date('2030-03-04T15:00:00.000Z');
    const oldest = await insertWorkOrder(t.database, { updatedAt: ago(3 * HOUR), status: 'completed' });
    const newest = await insertWorkOrder(t.database, {
      updatedAt: ago(HOUR),
      assignedTo: tech.id,
      assignedOfficeEmployee: office.id,
      dueDate: due,
      status: 'in-progress',
    });
    const middle = await insertWorkOrder(t.database, {
      updatedAt: ago(2 * HOUR),
      assignedOfficeEmployee: office.id,
    });

    const response = await get('/api/dashboard/recent-work-orders');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.json()).toEqual([
      {
        id: newest.id,
        workOrderId: newest.workOrderId,
        title: newest.title,
        assignedEmployee: 'Rita Tech',
        assignedOfficeEmployee: 'Owen Office',
        status: 'in-progress',
        dueDate: '2030-03-04T15:00:00.000Z',
      },
      {
        id: middle.id,
        workOrderId: middle.workOrderId,
        title: middle.title,
        assignedEmployee: null,
        assignedOfficeEmployee: 'Owen Office',
        status: 'open',
        dueDate: null,
      },
      {
        id: oldest.id,
        workOrderId: oldest.workOrderId,
        title: oldest.title,
        assignedEmployee: null,
        assignedOfficeEmployee: null,
        status: 'completed',
        dueDate: null,
      },
    ]);

    const page = await get('/api/dashboard/recent-work-orders?limit=1&offset=1');
    expect(page.json().map((row: { id: number }) => row.id)).toEqual([middle.id]);
    expect(page.headers['x-total-count']).toBe('3');
  });

  it('answers 10 rows by default', async () => {
    for (let i = 0; i < 11; i += 1) await insertWorkOrder(t.database);
    const response = await get('/api/dashboard/recent-work-orders');
    expect(response.json()).toHaveLength(10);
    expect(response.headers['x-total-count']).toBe('11');
  });
});

describe('paging parameters', () => {
  it.each([
    ['limit=0', 'limit', 'limit must be at least 1'],
    ['limit=501', 'limit', 'limit must be at most 500'],
    ['limit=abc', 'limit', 'limit must be a number'],
    ['limit=2.5', 'limit', 'limit must be a whole number'],
    ['offset=-1', 'offset', 'offset cannot be negative'],
  ])('refuses %s on both paged lists', async (query, field, message) => {
    for (const path of ['/api/dashboard/priority-work-orders', '/api/dashboard/recent-work-orders']) {
      const response = await get(`${path}?${query}`);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toEqual({ message, errors: [{ field, message }] });
    }
  });
});

describe('GET /api/dashboard/employee-stats', () => {
  type Stats = { id: number; name: string; workload: Record<string, number> };
  async function statsOf(query = '') {
    const response = await get(`/api/dashboard/employee-stats${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as Stats[];
  }
  const workloadOf = (list: Stats[], id: number) => list.find((row) => row.id === id)?.workload;

  it('counts current work once per employee and completed work ever, for active employees', async () => {
    const alice = await insertEmployee(t.database, { employeeType: 'plumber', name: 'Alice Anders' });
    await t.database.db
      .update(employees)
      .set({ photo: '/avatars/alice.png', title: 'Lead Plumber' })
      .where(eq(employees.id, alice.id));
    const bob = await insertEmployee(t.database, { employeeType: 'office', name: 'Bob Brandt' });
    const carl = await insertEmployee(t.database, {
      employeeType: 'plumber',
      name: 'Carl Inactive',
      isActive: false,
    });
    // assignedTo and assignee on the same order: counted once.
    await insertWorkOrder(t.database, { status: 'open', assignedTo: alice.id }, [alice.id]);
    await insertWorkOrder(t.database, { status: 'in-progress' }, [alice.id, bob.id]);
    await insertWorkOrder(t.database, { status: 'on-hold', assignedTo: alice.id });
    await insertWorkOrder(t.database, {
      status: 'completed',
      completedAt: ago(400 * DAY),
      assignedTo: bob.id,
    });
    await insertWorkOrder(t.database, { status: 'completed', completedAt: ago(HOUR) }, [alice.id]);
    // Only the tech and the assignees carry the work, not the office contact.
    await insertWorkOrder(t.database, { status: 'open', assignedOfficeEmployee: bob.id });
    await insertWorkOrder(t.database, { status: 'open', assignedTo: carl.id });

    const list = await statsOf();
    expect(list.find((row) => row.id === alice.id)).toEqual({
      id: alice.id,
      name: 'Alice Anders',
      avatar: '/avatars/alice.png',
      title: 'Lead Plumber',
      employeeType: 'plumber',
      workload: { open: 1, inProgress: 1, completed: 1, total: 3, percentage: 20 },
    });
    expect(list.find((row) => row.id === bob.id)).toEqual({
      id: bob.id,
      name: 'Bob Brandt',
      avatar: null,
      title: null,
      employeeType: 'office',
      workload: { open: 0, inProgress: 1, completed: 1, total: 2, percentage: 10 },
    });
    expect(workloadOf(list, callerId)).toEqual({
      open: 0,
      inProgress: 0,
      completed: 0,
      total: 0,
      percentage: 0,
    });
    expect(list.some((row) => row.id === carl.id)).toBe(false);
    // Sorted by name.
    const ids = list.map((row) => row.id);
    expect(ids.indexOf(alice.id)).toBeLessThan(ids.indexOf(bob.id));
    expect(await statsOf('?period=all')).toEqual(list);
  });

  it('caps the percentage at 100 (capacity 10)', async () => {
    const busy = await insertEmployee(t.database, { employeeType: 'plumber' });
    const steady = await insertEmployee(t.database, { employeeType: 'plumber' });
    for (let i = 0; i < 12; i += 1) await insertWorkOrder(t.database, { assignedTo: busy.id });
    for (let i = 0; i < 7; i += 1) {
      await insertWorkOrder(t.database, { status: i < 3 ? 'in-progress' : 'open' }, [steady.id]);
    }
    const list = await statsOf();
    expect(workloadOf(list, busy.id)).toEqual({
      open: 12,
      inProgress: 0,
      completed: 0,
      total: 12,
      percentage: 100,
    });
    expect(workloadOf(list, steady.id)).toEqual({
      open: 4,
      inProgress: 3,
      completed: 0,
      total: 7,
      percentage: 70,
    });
  });

  it('counts completed work within the period, open work whatever the period', async () => {
    const completedAround = async (employeeId: number, boundary: number, margin: number) => {
      await insertWorkOrder(t.database, {
        status: 'completed',
        completedAt: at(boundary + margin),
        assignedTo: employeeId,
      });
      await insertWorkOrder(t.database, {
        status: 'completed',
        completedAt: at(boundary - margin),
        assignedTo: employeeId,
      });
      await insertWorkOrder(t.database, { status: 'open', assignedTo: employeeId });
    };
    const week = await insertEmployee(t.database, { employeeType: 'plumber' });
    const month = await insertEmployee(t.database, { employeeType: 'plumber' });
    const thirty = await insertEmployee(t.database, { employeeType: 'plumber' });
    const kolkataWeek = await insertEmployee(t.database, { employeeType: 'plumber' });
    await completedAround(week.id, startOfWeek('UTC'), SECOND);
    await completedAround(month.id, startOfMonth('UTC'), SECOND);
    await completedAround(thirty.id, Date.now() - 30 * DAY, MINUTE);
    await completedAround(kolkataWeek.id, startOfWeek('Asia/Kolkata'), SECOND);
    const one = { open: 1, inProgress: 0, completed: 1, total: 2, percentage: 10 };
    const two = { open: 1, inProgress: 0, completed: 2, total: 3, percentage: 10 };

    const byWeek = await statsOf('?period=week&tz=UTC');
    expect(workloadOf(byWeek, week.id)).toEqual(one);
    const byMonth = await statsOf('?period=month&tz=UTC');
    expect(workloadOf(byMonth, month.id)).toEqual(one);
    const byThirty = await statsOf('?period=30d');
    expect(workloadOf(byThirty, thirty.id)).toEqual(one);
    // Both completions of the week employee are less than 8 days old.
    expect(workloadOf(byThirty, week.id)).toEqual(two);
    const byKolkataWeek = await statsOf('?period=week&tz=Asia/Kolkata');
    expect(workloadOf(byKolkataWeek, kolkataWeek.id)).toEqual(one);
    const all = await statsOf('?period=all');
    for (const employee of [week, month, thirty, kolkataWeek])
      expect(workloadOf(all, employee.id)).toEqual(two);
  });

  it('refuses an unknown period or time zone with 400', async () => {
    const period = await get('/api/dashboard/employee-stats?period=year');
    expect(period.statusCode).toBe(400);
    const message = 'period must be one of: week, month, 30d, all';
    expect(period.json()).toEqual({ message, errors: [{ field: 'period', message }] });
    const zone = await get('/api/dashboard/employee-stats?period=week&tz=Nowhere/Special');
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toBe(TIME_ZONE_MESSAGE);
  });
});
