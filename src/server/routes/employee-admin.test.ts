import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentEmployeeSchema } from '#shared/schemas/employee.ts';
import { anotherSession, signedIn } from '#tooling/test-server/fixtures.ts';
import {
  createTestApp,
  insertEmployee,
  loginAs,
  TEST_PASSWORD,
  type TestApp,
} from '#tooling/test-server/test-app.ts';
import { activityLog, employees } from '../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const me = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const create = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/employees', headers, payload });
const setStatus = (id: number, headers: Headers, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/employees/${id}/status`, headers, payload });
const reset = (id: number, headers: Headers) =>
  t.app.inject({ method: 'POST', url: `/api/employees/${id}/reset-password`, headers });
const logOf = (employeeId: number) =>
  t.database.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityType, 'employee'), eq(activityLog.entityId, employeeId)))
    .orderBy(asc(activityLog.id));

let uniqueEmail = 0;
const newEmail = () => `new.hire${++uniqueEmail}.${Date.now()}@test.plumbing`;

describe('POST /api/employees', () => {
  it.each(['admin', 'management'] as const)(
    '%s creates an account with a temporary password shown once',
    async (type) => {
      const { employee: actor, headers } = await signedIn(t, type);
      const email = newEmail();
      const response = await create(headers, {
        name: ' Sam New ',
        email,
        employeeType: 'technician',
        phone: '(555) 318-0001',
        title: 'Apprentice',
      });
      expect(response.statusCode).toBe(201);
      const { employee, temporaryPassword } = response.json();
      expect(Object.keys(response.json()).sort()).toEqual(['employee', 'temporaryPassword']);
      expect(Object.keys(employee).sort()).toEqual(Object.keys(CurrentEmployeeSchema.shape).sort());
      expect(employee).toMatchObject({
        name: 'Sam New',
        email,
        employeeType: 'plumber',
        phone: '(555) 318-0001',
        title: 'Apprentice',
        isActive: true,
        mustChangePassword: true,
      });
      expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);

      const [stored] = await t.database.db.select().from(employees).where(eq(employees.id, employee.id));
      expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(stored?.passwordHash).not.toContain(temporaryPassword);

      const session = await loginAs(t.app, email, { password: temporaryPassword });
      expect(session.employee).toMatchObject({ id: employee.id, mustChangePassword: true });

      const log = await logOf(employee.id);
      expect(log).toMatchObject([{ action: 'created', actorId: actor.id, entityLabel: email }]);
      expect(JSON.stringify(log)).not.toContain(temporaryPassword);
      expect(JSON.stringify(log)).not.toMatch(/password/i);
    },
  );

  it('answers a different temporary password each time', async () => {
    const { headers } = await signedIn(t, 'admin');
    const first = await create(headers, { name: 'One', email: newEmail(), employeeType: 'office' });
    const second = await create(headers, { name: 'Two', email: newEmail(), employeeType: 'office' });
    expect(first.json().temporaryPassword).not.toBe(second.json().temporaryPassword);
  });

  it('a duplicate email in any letter case is a 409', async () => {
    const { headers } = await signedIn(t, 'management');
    const existing = await insertEmployee(t.database);
    const response = await create(headers, {
      name: 'Copy',
      email: existing.email.toUpperCase(),
      employeeType: 'office',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An employee with this email already exists');
  });

  it.each([
    [{ email: 'a@b.co', employeeType: 'office' }, 'name', 'Name must be text'],
    [{ name: ' ', email: 'a@b.co', employeeType: 'office' }, 'name', 'Name is required'],
    [{ name: 'A', employeeType: 'office' }, 'email', 'Email is required'],
    [{ name: 'A', email: 'nope', employeeType: 'office' }, 'email', 'Enter a valid email address'],
    [{ name: 'A', email: 'a@b.co' }, 'employeeType', 'Employee type is required'],
    [
      { name: 'A', email: 'a@b.co', employeeType: 'chief' },
      'employeeType',
      'Employee type must be one of: plumber, office, admin, management',
    ],
    [
      { name: 'A', email: 'a@b.co', employeeType: 'office', phone: 'x' },
      'phone',
      'Enter a valid phone number',
    ],
  ])('%j is a 400 naming the field', async (payload, field, message) => {
    const { headers } = await signedIn(t, 'admin');
    const response = await create(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it.each(['plumber', 'office'] as const)('a %s may not create accounts', async (type) => {
    const { headers } = await signedIn(t, type);
    const email = newEmail();
    const response = await create(headers, { name: 'Sneaky', email, employeeType: 'management' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
    const found = await t.database.db.select().from(employees).where(eq(employees.email, email));
    expect(found).toEqual([]);
  });
});

describe('PATCH /api/employees/{id}/status', () => {
  it('management deactivates: every session of that employee ends, then reactivates', async () => {
    const { employee: manager, headers } = await signedIn(t, 'management');
    const target = await insertEmployee(t.database, { employeeType: 'plumber' });
    const phone = await anotherSession(t, target);
    const laptop = await anotherSession(t, target);

    const off = await setStatus(target.id, headers, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(Object.keys(off.json()).sort()).toEqual(Object.keys(CurrentEmployeeSchema.shape).sort());
    expect(off.json()).toMatchObject({ id: target.id, isActive: false });
    expect((await me(phone.headers)).statusCode).toBe(401);
    expect((await me(laptop.headers)).statusCode).toBe(401);

    const on = await setStatus(target.id, headers, { isActive: true });
    expect(on.json()).toMatchObject({ id: target.id, isActive: true });
    // Reactivation does not bring old sessions back: they were deleted, not suspended.
    expect((await me(phone.headers)).statusCode).toBe(401);
    expect((await loginAs(t.app, target.email)).employee.id).toBe(target.id);

    const log = await logOf(target.id);
    expect(
      log.map(({ action, field, oldValue, newValue, actorId }) => ({
        action,
        field,
        oldValue,
        newValue,
        actorId,
      })),
    ).toEqual([
      { action: 'deactivated', field: 'isActive', oldValue: true, newValue: false, actorId: manager.id },
      { action: 'activated', field: 'isActive', oldValue: false, newValue: true, actorId: manager.id },
    ]);
  });

  it('setting the status it already has changes nothing and logs nothing', async () => {
    const { headers } = await signedIn(t, 'management');
    const target = await insertEmployee(t.database);
    const response = await setStatus(target.id, headers, { isActive: true });
    expect(response.json()).toMatchObject({ isActive: true });
    expect(await logOf(target.id)).toEqual([]);
  });

  it('a manager cannot deactivate themselves', async () => {
    const { employee, headers } = await signedIn(t, 'management');
    const response = await setStatus(employee.id, headers, { isActive: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'You cannot deactivate your own account',
      errors: [{ field: 'isActive', message: 'You cannot deactivate your own account' }],
    });
    expect((await me(headers)).statusCode).toBe(200);
  });

  it.each(['plumber', 'office', 'admin'] as const)('a %s may not change it', async (type) => {
    const { headers } = await signedIn(t, type);
    const target = await insertEmployee(t.database);
    const targetSession = await anotherSession(t, target);
    const response = await setStatus(target.id, headers, { isActive: false });
    expect(response.statusCode).toBe(403);
    expect((await me(targetSession.headers)).statusCode).toBe(200);
  });

  it('validates the body and answers 404 for an unknown employee', async () => {
    const { headers } = await signedIn(t, 'management');
    const bad = await setStatus(1, headers, { isActive: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'isActive must be true or false',
      errors: [{ field: 'isActive', message: 'isActive must be true or false' }],
    });
    const missing = await setStatus(999_999, headers, { isActive: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Employee not found' });
  });
});

describe('POST /api/employees/{id}/reset-password', () => {
  it.each(['admin', 'management'] as const)(
    '%s issues a temporary password and signs the employee out',
    async (type) => {
      const { employee: actor, headers } = await signedIn(t, type);
      const target = await insertEmployee(t.database, { employeeType: 'office' });
      const targetSession = await anotherSession(t, target);

      const response = await reset(target.id, headers);
      expect(response.statusCode).toBe(200);
      const { employee, temporaryPassword } = response.json();
      expect(employee).toMatchObject({ id: target.id, mustChangePassword: true });
      expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);
      expect((await me(targetSession.headers)).statusCode).toBe(401);

      const oldPassword = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: target.email, password: TEST_PASSWORD },
      });
      expect(oldPassword.statusCode).toBe(401);
      const firstSignIn = await loginAs(t.app, target.email, { password: temporaryPassword });
      expect(firstSignIn.employee.mustChangePassword).toBe(true);

      const log = await logOf(target.id);
      expect(log).toMatchObject([
        { action: 'password_reset', actorId: actor.id, oldValue: null, newValue: null },
      ]);
      expect(JSON.stringify(log)).not.toContain(temporaryPassword);
    },
  );

  it('refuses your own account, plumbers and office staff, and unknown employees', async () => {
    const admin = await signedIn(t, 'admin');
    const own = await reset(admin.employee.id, admin.headers);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: 'Use Change Password in Settings to change your own password' });

    const target = await insertEmployee(t.database);
    for (const type of ['plumber', 'office'] as const) {
      const { headers } = await signedIn(t, type);
      expect((await reset(target.id, headers)).statusCode).toBe(403);
    }
    expect((await loginAs(t.app, target.email)).employee.id).toBe(target.id);

    const missing = await reset(999_999, admin.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Employee not found' });
  });
});
