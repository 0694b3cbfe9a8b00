import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployeeType } from '#shared/domain/employee-type.ts';
import {
  LAST_MANAGEMENT_MESSAGE,
  MANAGEMENT_ACCOUNT_MESSAGES,
  PASSWORD_CHANGE_REQUIRED_MESSAGE,
  SELF_RULE_MESSAGES,
} from '#shared/domain/role-permissions.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import {
  createTestApp,
  insertEmployee,
  loginAs,
  TEST_PASSWORD,
  type TestApp,
} from '#tooling/test-server/test-app.ts';
import { employees, workOrders } from '../db/schema.ts';

/**
 * The escalations issue 22 found, each told as the attacker would try it (ADR 021). Every one of
 * these stories succeeded before the role table was enforced.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const typeOf = async (id: number) =>
  (await t.database.db.select().from(employees).where(eq(employees.id, id)))[0]?.employeeType;
let emailCounter = 0;
const newEmail = () => `escalation${++emailCounter}.${Date.now()}@test.plumbing`;

describe('nobody changes their own employee type or active state', () => {
  it('an admin cannot make itself Management, so the Management-only routes stay closed', async () => {
    const admin = await signedIn(t, 'admin');
    const promote = await send('PATCH', `/api/employees/${admin.employee.id}`, admin.headers, {
      employeeType: 'management',
    });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe(MANAGEMENT_ACCOUNT_MESSAGES.promote);
    expect(await typeOf(admin.employee.id)).toBe('admin');

    const victim = await insertEmployee(t.database, { employeeType: 'plumber' });
    const status = await send('PATCH', `/api/employees/${victim.id}/status`, admin.headers, {
      isActive: false,
    });
    expect(status.statusCode).toBe(403);
  });

  it.each(['plumber', 'office', 'admin'] as const)('a %s cannot demote itself either', async (type) => {
    const self = await signedIn(t, type);
    const lower: EmployeeType = type === 'plumber' ? 'office' : 'plumber';
    const response = await send('PATCH', `/api/employees/${self.employee.id}`, self.headers, {
      employeeType: lower,
    });
    expect(response.statusCode).toBe(403);
    expect(await typeOf(self.employee.id)).toBe(type);
  });

  it('a manager with colleagues cannot change its own type: another manager must', async () => {
    await signedIn(t, 'management');
    const self = await signedIn(t, 'management');
    const response = await send('PATCH', `/api/employees/${self.employee.id}`, self.headers, {
      employeeType: 'admin',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(SELF_RULE_MESSAGES.ownType);
    expect(await typeOf(self.employee.id)).toBe('management');
  });
});

describe('only Management creates, promotes to, edits or resets Management accounts', () => {
  it('an admin cannot create a Management account', async () => {
    const admin = await signedIn(t, 'admin');
    const email = newEmail();
    const response = await send('POST', '/api/employees', admin.headers, {
      name: 'Shadow Manager',
      email,
      employeeType: 'management',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MANAGEMENT_ACCOUNT_MESSAGES.create);
    expect(await t.database.db.select().from(employees).where(eq(employees.email, email))).toEqual([]);
  });

  it("an admin cannot reset a manager's password and sign in as the manager", async () => {
    const admin = await signedIn(t, 'admin');
    const manager = await signedIn(t, 'management');
    const response = await send(
      'POST',
      `/api/employees/${manager.employee.id}/reset-password`,
      admin.headers,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MANAGEMENT_ACCOUNT_MESSAGES.resetPassword);
    // The manager is still signed in and still has their own password.
    expect((await send('GET', '/api/auth/me', manager.headers)).statusCode).toBe(200);
    expect((await loginAs(t.app, manager.employee.email, { password: TEST_PASSWORD })).employee.id).toBe(
      manager.employee.id,
    );
  });

  it("an admin cannot take a manager's account over by changing its email", async () => {
    const admin = await signedIn(t, 'admin');
    const manager = await insertEmployee(t.database, { employeeType: 'management' });
    const response = await send('PATCH', `/api/employees/${manager.id}`, admin.headers, {
      email: newEmail(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MANAGEMENT_ACCOUNT_MESSAGES.edit);
    const [row] = await t.database.db.select().from(employees).where(eq(employees.id, manager.id));
    expect(row?.email).toBe(manager.email);
  });

  it('an admin cannot make someone else Management; management can', async () => {
    const admin = await signedIn(t, 'admin');
    const manager = await signedIn(t, 'management');
    const office = await insertEmployee(t.database, { employeeType: 'office' });
    const byAdmin = await send('PATCH', `/api/employees/${office.id}`, admin.headers, {
      employeeType: 'management',
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(MANAGEMENT_ACCOUNT_MESSAGES.promote);
    expect(await typeOf(office.id)).toBe('office');

    const byManager = await send('PATCH', `/api/employees/${office.id}`, manager.headers, {
      employeeType: 'management',
    });
    expect(byManager.statusCode).toBe(200);
    expect(await typeOf(office.id)).toBe('management');
  });

  it('management creates Management accounts and resets their passwords', async () => {
    const manager = await signedIn(t, 'management');
    const created = await send('POST', '/api/employees', manager.headers, {
      name: 'Second Manager',
      email: newEmail(),
      employeeType: 'management',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().employee.id;
    const reset = await send('POST', `/api/employees/${id}/reset-password`, manager.headers);
    expect(reset.statusCode).toBe(200);
  });
});

describe('a paused job stays a paused job', () => {
  it('a technician cannot delete a paused job by resuming it first', async () => {
    const tech = await signedIn(t, 'plumber');
    const job = await insertWorkOrder(t.database, { status: 'on-hold' });
    const resumed = await send('PATCH', `/api/work-orders/${job.id}`, tech.headers, { status: 'open' });
    expect(resumed.statusCode).toBe(200);
    const deleted = await send('DELETE', `/api/work-orders/${job.id}`, tech.headers);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().message).toBe('Only office, admin and management can delete paused jobs.');
    expect(await t.database.db.select().from(workOrders).where(eq(workOrders.id, job.id))).toHaveLength(1);

    const office = await signedIn(t, 'office');
    expect((await send('DELETE', `/api/work-orders/${job.id}`, office.headers)).statusCode).toBe(200);
  });

  it('nor one they created on the paused-jobs form and moved to in progress', async () => {
    const tech = await signedIn(t, 'plumber');
    const created = await send('POST', '/api/paused-jobs', tech.headers, {
      jobNumber: `E${Date.now()}`,
      jobLastName: 'Okafor',
      originalAppointmentDate: '2026-11-01',
      city: 'Quincy',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    await send('PATCH', `/api/work-orders/${id}`, tech.headers, { status: 'in-progress' });
    expect((await send('DELETE', `/api/work-orders/${id}`, tech.headers)).statusCode).toBe(403);
  });

  it('a task that was never on hold is still anyone’s to delete', async () => {
    const tech = await signedIn(t, 'plumber');
    const task = await insertWorkOrder(t.database, { status: 'in-progress' });
    await send('PATCH', `/api/work-orders/${task.id}`, tech.headers, { status: 'open' });
    expect((await send('DELETE', `/api/work-orders/${task.id}`, tech.headers)).statusCode).toBe(200);
  });
});

describe('the last active Management account', () => {
  /** Leaves `keep` as the only active manager. */
  async function onlyActiveManager(keep: number) {
    await t.database.db
      .update(employees)
      .set({ isActive: false })
      .where(and(eq(employees.employeeType, 'management'), ne(employees.id, keep)));
  }

  it('cannot demote itself (409)', async () => {
    const manager = await signedIn(t, 'management');
    await onlyActiveManager(manager.employee.id);
    const response = await send('PATCH', `/api/employees/${manager.employee.id}`, manager.headers, {
      employeeType: 'admin',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(LAST_MANAGEMENT_MESSAGE);
    expect(await typeOf(manager.employee.id)).toBe('management');
  });

  it('cannot deactivate itself (409)', async () => {
    const manager = await signedIn(t, 'management');
    await onlyActiveManager(manager.employee.id);
    const response = await send('PATCH', `/api/employees/${manager.employee.id}/status`, manager.headers, {
      isActive: false,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(LAST_MANAGEMENT_MESSAGE);
    expect((await send('GET', '/api/auth/me', manager.headers)).statusCode).toBe(200);
  });

  it('two managers demoting each other at once leave one of them Management', async () => {
    const first = await signedIn(t, 'management');
    const second = await signedIn(t, 'management');
    await onlyActiveManager(first.employee.id);
    await t.database.db.update(employees).set({ isActive: true }).where(eq(employees.id, second.employee.id));
    const [a, b] = await Promise.all([
      send('PATCH', `/api/employees/${second.employee.id}`, first.headers, { employeeType: 'office' }),
      send('PATCH', `/api/employees/${first.employee.id}`, second.headers, { employeeType: 'office' }),
    ]);
    // The loser hears 409, or 403 when its own demotion landed before its request was let in.
    const [won, lost] = [a.statusCode, b.statusCode].sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const managers = await t.database.db
      .select()
      .from(employees)
      .where(and(eq(employees.employeeType, 'management'), eq(employees.isActive, true)));
    expect(managers).toHaveLength(1);
  });
});

describe('a temporary password', () => {
  async function withTemporaryPassword(type: EmployeeType) {
    const session = await signedIn(t, type);
    await t.database.db
      .update(employees)
      .set({ mustChangePassword: true })
      .where(eq(employees.id, session.employee.id));
    return session;
  }

  it('opens nothing but who am I, change password and sign out', async () => {
    const { employee, headers } = await withTemporaryPassword('management');
    for (const [method, url] of [
      ['GET', '/api/work-orders'],
      ['GET', '/api/employees'],
      ['POST', `/api/employees/${employee.id}/reset-password`],
      ['PATCH', `/api/employees/${employee.id}`],
    ] as const) {
      const response = await send(method, url, headers, method === 'GET' ? undefined : { notes: 'x' });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json(), `${method} ${url}`).toEqual({ message: PASSWORD_CHANGE_REQUIRED_MESSAGE });
    }
    const me = await send('GET', '/api/auth/me', headers);
    expect(me.statusCode).toBe(200);
    expect(me.json().mustChangePassword).toBe(true);

    const changed = await send('POST', '/api/auth/change-password', headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-brand-new-password',
      confirmPassword: 'a-brand-new-password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await send('GET', '/api/work-orders', headers)).statusCode).toBe(200);
  });

  it('still lets the account sign out', async () => {
    const { headers } = await withTemporaryPassword('plumber');
    expect((await send('POST', '/api/auth/logout', headers)).statusCode).toBe(200);
    expect((await send('GET', '/api/auth/me', headers)).statusCode).toBe(401);
  });
});
