import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';

let t: TestApp;
let manager: Awaited<ReturnType<typeof signedIn>>;
let office: Awaited<ReturnType<typeof signedIn>>;
let tech: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t, 'management');
  office = await signedIn(t, 'office');
  tech = await signedIn(t, 'plumber', { name: 'Mia Tran' });
  await insertEmployee(t.database, { employeeType: 'plumber', name: 'Abe Lopez' });
  await insertEmployee(t.database, { employeeType: 'plumber', name: 'Zed Gone', isActive: false });
});
afterAll(async () => {
  await t.close();
});

const HOURS = {
  workDays: [2, 3, 4, 5, 6],
  workStart: '08:30',
  workEnd: '18:00',
  maxVisitsPerDay: 4,
  maxHoursPerDay: 7.5,
};

const technicians = async () => {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/technician-schedules',
    headers: tech.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().technicians as { employeeId: number; name: string }[];
};
const putHours = (employeeId: number, payload: object, headers = manager.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/technician-schedules/${employeeId}`, headers, payload });

describe("technicians' hours", () => {
  it('lists every active technician by name with the default hours, no one else', async () => {
    const list = await technicians();
    expect(list.map((row) => row.name)).toEqual(['Abe Lopez', 'Mia Tran']);
    expect(list[1]).toEqual({
      employeeId: tech.employee.id,
      name: 'Mia Tran',
      isActive: true,
      workDays: [1, 2, 3, 4, 5],
      workStart: '07:00',
      workEnd: '17:00',
      maxVisitsPerDay: 6,
      maxHoursPerDay: 8,
    });
  });

  it('only management sets them; bad hours and non-technicians are refused with nothing stored', async () => {
    for (const caller of [tech, office]) {
      expect((await putHours(tech.employee.id, HOURS, caller.headers)).statusCode).toBe(403);
    }
    expect((await putHours(tech.employee.id, { ...HOURS, workEnd: '08:00' })).statusCode).toBe(400);
    expect((await putHours(tech.employee.id, { ...HOURS, workStart: '7am' })).statusCode).toBe(400);
    expect((await putHours(tech.employee.id, { ...HOURS, maxVisitsPerDay: 0 })).statusCode).toBe(400);
    const notTech = await putHours(office.employee.id, HOURS);
    expect(notTech.statusCode).toBe(400);
    expect(notTech.json().message).toBe('Only technicians have working hours');
    expect((await putHours(999_999, HOURS)).statusCode).toBe(404);
    expect((await technicians()).find((row) => row.employeeId === tech.employee.id)).toMatchObject({
      workStart: '07:00',
    });
  });

  it('management sets them, and sets them again', async () => {
    const first = await putHours(tech.employee.id, HOURS);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ employeeId: tech.employee.id, ...HOURS });
    const second = await putHours(tech.employee.id, { ...HOURS, workDays: [5, 1, 1], maxHoursPerDay: 9 });
    expect(second.statusCode, second.body).toBe(200);
    const row = (await technicians()).find((entry) => entry.employeeId === tech.employee.id);
    expect(row).toMatchObject({ workDays: [1, 5], workStart: '08:30', maxHoursPerDay: 9 });
  });
});

describe('time off', () => {
  const add = (payload: object, headers = manager.headers) =>
    t.app.inject({ method: 'POST', url: '/api/time-off', headers, payload });
  const list = async (query: string) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/time-off?${query}`,
      headers: tech.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().timeOff as { id: number; employeeId: number; reason: string | null }[];
  };
  const range = 'from=2026-12-01T00:00:00Z&to=2026-12-31T00:00:00Z';

  it('management adds time off, everyone reads what overlaps a range, management removes it', async () => {
    const created = await add({
      employeeId: tech.employee.id,
      startsAt: '2026-12-10T14:00:00Z',
      endsAt: '2026-12-12T23:00:00Z',
      reason: 'Dentist',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ employeeId: tech.employee.id, reason: 'Dentist' });
    expect((await list(range)).map((entry) => entry.id)).toEqual([created.json().id]);
    expect(await list(`${range}&employeeId=${office.employee.id}`)).toEqual([]);
    expect(await list('from=2026-12-13T00:00:00Z&to=2026-12-20T00:00:00Z')).toEqual([]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/time-off/${created.json().id}`,
      headers: manager.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await list(range)).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/time-off/${created.json().id}`,
      headers: manager.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a backwards or over-long span, an unknown employee, a long range, and other roles', async () => {
    const base = { employeeId: tech.employee.id, startsAt: '2026-12-10T14:00:00Z' };
    expect((await add({ ...base, endsAt: '2026-12-10T14:00:00Z' })).statusCode).toBe(400);
    expect((await add({ ...base, endsAt: '2027-01-20T14:00:00Z' })).statusCode).toBe(400);
    expect((await add({ ...base, employeeId: 999_999, endsAt: '2026-12-11T00:00:00Z' })).statusCode).toBe(
      400,
    );
    expect((await add({ ...base, endsAt: '2026-12-11T00:00:00Z' }, office.headers)).statusCode).toBe(403);
    expect((await add({ ...base, endsAt: '2026-12-11T00:00:00Z' }, tech.headers)).statusCode).toBe(403);
    expect(await list(range)).toEqual([]);
    const wide = await t.app.inject({
      method: 'GET',
      url: '/api/time-off?from=2026-12-01T00:00:00Z&to=2027-01-31T00:00:00Z',
      headers: tech.headers,
    });
    expect(wide.statusCode).toBe(400);
  });
});
