import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmployeeSchema } from '#shared/schemas/employee.ts';
import { signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';
import { activityLog, employees } from '../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/employees${query}`, headers });

describe('GET /api/employees', () => {
  let viewer: Awaited<ReturnType<typeof signedIn>>;
  let prefix: string;
  beforeAll(async () => {
    viewer = await signedIn(t, 'plumber', { name: 'Aaron Viewer' });
    // Names unique to this block, so searches can be asserted exactly.
    prefix = 'Zq';
    await insertEmployee(t.database, { name: `${prefix} Charlie Office`, employeeType: 'office' });
    await insertEmployee(t.database, { name: `${prefix} alice Tech`, employeeType: 'plumber' });
    await insertEmployee(t.database, {
      name: `${prefix} Bob Boss`,
      employeeType: 'management',
      isActive: false,
    });
    await t.database.db
      .update(employees)
      .set({ phone: '(555) 201-3344' })
      .where(eq(employees.name, `${prefix} Bob Boss`));
  });

  it('answers every employee in the public shape, ordered by name, with X-Total-Count', async () => {
    const response = await list(viewer.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(response.headers['x-total-count']).toBe(String(body.length));
    for (const employee of body) {
      expect(Object.keys(employee).sort()).toEqual(Object.keys(EmployeeSchema.shape).sort());
    }
    expect(response.body).not.toMatch(/passwordHash|argon2|mustChangePassword/);
    const names: string[] = body.map((employee: { name: string }) => employee.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(names).toContain('aaron viewer');
  });

  it('searches name, email, phone (with or without separators) and type', async () => {
    const names = async (query: string) =>
      (await list(viewer.headers, query)).json().map((employee: { name: string }) => employee.name);
    expect(await names(`?search=${prefix}`)).toEqual([
      `${prefix} alice Tech`,
      `${prefix} Bob Boss`,
      `${prefix} Charlie Office`,
    ]);
    expect(await names('?search=ALICE')).toEqual([`${prefix} alice Tech`]);
    expect(await names(`?search=${encodeURIComponent('201-3344')}`)).toEqual([`${prefix} Bob Boss`]);
    expect(await names('?search=5552013344')).toEqual([`${prefix} Bob Boss`]);
    const techs = await list(viewer.headers, '?search=tech');
    expect(
      techs.json().every((employee: { employeeType: string }) => employee.employeeType === 'plumber'),
    ).toBe(true);
    const byEmail = (
      await list(viewer.headers, `?search=${encodeURIComponent(viewer.employee.email)}`)
    ).json();
    expect(byEmail.map((employee: { id: number }) => employee.id)).toEqual([viewer.employee.id]);
    expect(await names('?search=%25%25')).toEqual([]);
  });

  it('filters by type (aliases accepted) and by active, and pages', async () => {
    const technicians = await list(viewer.headers, `?search=${prefix}&type=technician`);
    expect(technicians.json().map((employee: { name: string }) => employee.name)).toEqual([
      `${prefix} alice Tech`,
    ]);
    const inactive = await list(viewer.headers, `?search=${prefix}&active=false`);
    expect(inactive.json()).toMatchObject([{ name: `${prefix} Bob Boss`, isActive: false }]);
    const active = await list(viewer.headers, `?search=${prefix}&active=true`);
    expect(active.json()).toHaveLength(2);
    const page = await list(viewer.headers, `?search=${prefix}&limit=1&offset=1`);
    expect(page.json().map((employee: { name: string }) => employee.name)).toEqual([`${prefix} Bob Boss`]);
    expect(page.headers['x-total-count']).toBe('3');
  });

  it.each([
    ['?type=boss', 'type', 'Employee type must be one of: plumber, office, admin, management'],
    ['?active=yes', 'active', 'active must be true or false'],
    ['?limit=0', 'limit', 'limit must be at least 1'],
    ['?offset=-1', 'offset', 'offset cannot be negative'],
  ])('%s is a 400 naming %s', async (query, field, message) => {
    const response = await list(viewer.headers, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ field, message }] });
  });

  it.each(['plumber', 'office', 'admin', 'management'] as const)('%s may list', async (type) => {
    const { headers } = await signedIn(t, type);
    expect((await list(headers, '?limit=1')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await list({})).statusCode).toBe(401);
  });
});

describe('activity log of employee edits', () => {
  it('writes one row per changed field, with old and new values', async () => {
    const admin = await signedIn(t, 'admin');
    const target = await insertEmployee(t.database, { employeeType: 'plumber', name: 'Logged Person' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/employees/${target.id}`,
      headers: admin.headers,
      payload: { name: 'Logged Person', title: 'Lead Plumber', colorTheme: 'teal' },
    });
    expect(response.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'employee'), eq(activityLog.entityId, target.id)))
      .orderBy(asc(activityLog.id));
    expect(
      rows.map(({ action, field, oldValue, newValue, actorId, entityLabel }) => ({
        action,
        field,
        oldValue,
        newValue,
        actorId,
        entityLabel,
      })),
    ).toEqual([
      {
        action: 'updated',
        field: 'title',
        oldValue: null,
        newValue: 'Lead Plumber',
        actorId: admin.employee.id,
        entityLabel: target.email,
      },
      {
        action: 'updated',
        field: 'colorTheme',
        oldValue: 'blue',
        newValue: 'teal',
        actorId: admin.employee.id,
        entityLabel: target.email,
      },
    ]);
  });
});
