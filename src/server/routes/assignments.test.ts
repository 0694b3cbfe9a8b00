import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';
import { activityLog, notifications, workOrderAssignees, workOrders } from '../db/schema.ts';

let t: TestApp;
let office: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  office = await signedIn(t, 'office', { name: 'Olivia Office' });
});
afterAll(async () => {
  await t.close();
});

const change = (action: 'assign' | 'unassign', id: number, payload: object, headers = office.headers) =>
  t.app.inject({ method: 'POST', url: `/api/work-orders/${id}/${action}`, payload, headers });
const get = (url: string) => t.app.inject({ url, headers: office.headers });
const assigneeRows = (workOrderId: number) =>
  t.database.db.select().from(workOrderAssignees).where(eq(workOrderAssignees.workOrderId, workOrderId));
const logOf = (workOrderId: number) =>
  t.database.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityType, 'work_order'), eq(activityLog.entityId, workOrderId)));
const listed = (employee: { id: number; name: string; employeeType: string }) => ({
  id: employee.id,
  name: employee.name,
  photo: null,
  colorTheme: 'blue',
  employeeType: employee.employeeType,
});

describe('POST /api/work-orders/{id}/assign', () => {
  it('assigns, answers the assigned employees, logs, bumps updatedAt and notifies the assignee', async () => {
    const tech = await insertEmployee(t.database, { employeeType: 'plumber', name: 'Tom Tech' });
    const order = await insertWorkOrder(t.database, { updatedAt: new Date('2024-01-01T00:00:00Z') });
    const response = await change('assign', order.id, { employeeId: tech.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([listed(tech)]);

    expect(await assigneeRows(order.id)).toMatchObject([
      { employeeId: tech.id, assignedBy: office.employee.id },
    ]);
    expect(await logOf(order.id)).toMatchObject([
      {
        action: 'assigned',
        entityLabel: order.workOrderId,
        field: 'assignedEmployees',
        newValue: { employeeId: tech.id, name: 'Tom Tech' },
        actorId: office.employee.id,
      },
    ]);
    const [after] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(after?.updatedAt.getTime()).toBeGreaterThan(Date.parse('2024-01-02T00:00:00Z'));
    const sent = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.workOrderId, order.id));
    expect(sent).toMatchObject([
      {
        employeeId: tech.id,
        type: 'assignment',
        title: `You were assigned to #${order.workOrderId}`,
        message: `Olivia Office assigned you to ${order.title}`,
        actorId: office.employee.id,
      },
    ]);
  });

  it('is idempotent: assigning twice keeps one row, one log line and one notification', async () => {
    const tech = await insertEmployee(t.database, { employeeType: 'plumber' });
    const order = await insertWorkOrder(t.database);
    await change('assign', order.id, { employeeId: tech.id });
    const again = await change('assign', order.id, { employeeId: String(tech.id) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual([listed(tech)]);
    expect(await assigneeRows(order.id)).toHaveLength(1);
    expect(await logOf(order.id)).toHaveLength(1);
    const sent = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.workOrderId, order.id));
    expect(sent).toHaveLength(1);
  });

  it('lets a technician assign, and does not notify someone who assigns themselves', async () => {
    const plumber = await signedIn(t, 'plumber');
    const order = await insertWorkOrder(t.database);
    const response = await change('assign', order.id, { employeeId: plumber.employee.id }, plumber.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([listed(plumber.employee)]);
    const sent = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.workOrderId, order.id));
    expect(sent).toEqual([]);
  });

  it('refuses unknown and inactive employees with 400, and an unknown order with 404', async () => {
    const order = await insertWorkOrder(t.database);
    const unknown = await change('assign', order.id, { employeeId: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Employee 999999 does not exist' });

    const former = await insertEmployee(t.database, { name: 'Ivy Inactive', isActive: false });
    const inactive = await change('assign', order.id, { employeeId: former.id });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toEqual({ message: 'Ivy Inactive is inactive and cannot be assigned' });
    expect(await assigneeRows(order.id)).toEqual([]);

    const missing = await change('assign', 999_999, { employeeId: office.employee.id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Work order not found' });
  });

  it.each([
    [{}, 'Employee id is required'],
    [{ employeeId: 'abc' }, 'Employee id must be a number'],
    [{ employeeId: true }, 'Employee id must be a number'],
    [{ employeeId: 1.5 }, 'Employee id must be a whole number'],
    [{ employeeId: -3 }, 'Employee id must be positive'],
  ])('refuses %j with 400 %s', async (payload, message) => {
    const order = await insertWorkOrder(t.database);
    const response = await change('assign', order.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ field: 'employeeId', message }] });
  });

  it('leaves exactly one row when the same employee is assigned twice at once', async () => {
    const tech = await insertEmployee(t.database, { employeeType: 'plumber' });
    const order = await insertWorkOrder(t.database);
    const responses = await Promise.all([
      change('assign', order.id, { employeeId: tech.id }),
      change('assign', order.id, { employeeId: tech.id }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await assigneeRows(order.id)).toHaveLength(1);
    expect(await logOf(order.id)).toHaveLength(1);
  });

  it('keeps both when two different employees are assigned at once', async () => {
    const first = await insertEmployee(t.database, { employeeType: 'plumber' });
    const second = await insertEmployee(t.database, { employeeType: 'office' });
    const order = await insertWorkOrder(t.database);
    const responses = await Promise.all([
      change('assign', order.id, { employeeId: first.id }),
      change('assign', order.id, { employeeId: second.id }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const ids = (await assigneeRows(order.id)).map((row) => row.employeeId).sort();
    expect(ids).toEqual([first.id, second.id].sort());
    expect(await logOf(order.id)).toHaveLength(2);
  });
});

describe('POST /api/work-orders/{id}/unassign', () => {
  it('removes the employee, answers the rest, logs and bumps updatedAt', async () => {
    const stays = await insertEmployee(t.database, { employeeType: 'plumber' });
    const leaves = await insertEmployee(t.database, { employeeType: 'plumber', name: 'Lee Leaves' });
    const order = await insertWorkOrder(t.database, { updatedAt: new Date('2024-01-01T00:00:00Z') }, [
      stays.id,
      leaves.id,
    ]);
    const response = await change('unassign', order.id, { employeeId: leaves.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([listed(stays)]);
    expect(await logOf(order.id)).toMatchObject([
      {
        action: 'unassigned',
        oldValue: { employeeId: leaves.id, name: 'Lee Leaves' },
        actorId: office.employee.id,
      },
    ]);
    const [after] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(after?.updatedAt.getTime()).toBeGreaterThan(Date.parse('2024-01-02T00:00:00Z'));
  });

  it('is a 200 no-op for someone not assigned, and can remove an inactive employee', async () => {
    const former = await insertEmployee(t.database, { isActive: false });
    const bystander = await insertEmployee(t.database);
    const order = await insertWorkOrder(t.database, {}, [former.id]);
    const noop = await change('unassign', order.id, { employeeId: bystander.id });
    expect(noop.statusCode).toBe(200);
    expect(noop.json()).toEqual([listed(former)]);
    expect(await logOf(order.id)).toEqual([]);

    const removed = await change('unassign', order.id, { employeeId: former.id });
    expect(removed.json()).toEqual([]);
  });

  it('refuses an unknown employee with 400 and an unknown order with 404', async () => {
    const order = await insertWorkOrder(t.database);
    const unknown = await change('unassign', order.id, { employeeId: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Employee 999999 does not exist' });
    const missing = await change('unassign', 999_999, { employeeId: office.employee.id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Work order not found' });
  });
});

describe('GET assignment lists', () => {
  it('answers the assignment rows and the assigned employees, in assignment order', async () => {
    const tech = await insertEmployee(t.database, { employeeType: 'plumber' });
    const other = await insertEmployee(t.database, { employeeType: 'office' });
    const order = await insertWorkOrder(t.database);
    await change('assign', order.id, { employeeId: tech.id });
    await change('assign', order.id, { employeeId: other.id });

    const assignments = await get(`/api/work-orders/${order.id}/assignments`);
    expect(assignments.statusCode).toBe(200);
    expect(assignments.json()).toEqual([
      {
        workOrderId: order.id,
        employeeId: tech.id,
        assignedAt: expect.stringMatching(/Z$/),
        assignedBy: office.employee.id,
        employee: listed(tech),
      },
      {
        workOrderId: order.id,
        employeeId: other.id,
        assignedAt: expect.stringMatching(/Z$/),
        assignedBy: office.employee.id,
        employee: listed(other),
      },
    ]);
    const employees = await get(`/api/work-orders/${order.id}/assigned-employees`);
    expect(employees.statusCode).toBe(200);
    expect(employees.json()).toEqual([listed(tech), listed(other)]);
  });

  it('answers [] for an order with nobody assigned and 404 for an unknown order', async () => {
    const order = await insertWorkOrder(t.database);
    expect((await get(`/api/work-orders/${order.id}/assignments`)).json()).toEqual([]);
    expect((await get(`/api/work-orders/${order.id}/assigned-employees`)).json()).toEqual([]);
    for (const path of ['assignments', 'assigned-employees']) {
      const missing = await get(`/api/work-orders/999999/${path}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Work order not found' });
    }
  });
});

describe('the office employee is one of the job people', () => {
  it('chosen at creation, on the assignee list the job window and GET .../assignments show', async () => {
    const clerk = await insertEmployee(t.database, { employeeType: 'office', name: 'Oona Desk' });
    const tech = await insertEmployee(t.database, { employeeType: 'plumber', name: 'Tad Pipe' });
    const task = await t.app.inject({
      method: 'POST',
      url: '/api/work-orders',
      headers: office.headers,
      payload: {
        workOrderId: '57001',
        title: 'Leak',
        description: 'Under the sink',
        type: 'task',
        assignedTo: tech.id,
        assignedOfficeEmployee: clerk.id,
      },
    });
    expect(task.statusCode, task.body).toBe(201);
    const id = task.json().id as number;
    expect(
      task
        .json()
        .assignedEmployees.map((e: { id: number }) => e.id)
        .sort(),
    ).toEqual([clerk.id, tech.id].sort());
    const assignments = (await get(`/api/work-orders/${id}/assignments`)).json() as { employeeId: number }[];
    expect(assignments.map((a) => a.employeeId)).toContain(clerk.id);
    const paused = await t.app.inject({
      method: 'POST',
      url: '/api/paused-jobs',
      headers: office.headers,
      payload: {
        jobNumber: '57002',
        jobLastName: 'Reyes',
        originalAppointmentDate: '2026-11-20',
        city: 'Quincy',
        assignedOfficeEmployee: clerk.id,
      },
    });
    expect(paused.json().assignedEmployees.map((e: { id: number }) => e.id)).toEqual([clerk.id]);
  });

  it('chosen later by PATCH, added the same way; removing her from the job clears the choice', async () => {
    const clerk = await insertEmployee(t.database, { employeeType: 'office', name: 'Opal Desk' });
    const order = await insertWorkOrder(t.database, {});
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/work-orders/${order.id}`,
      headers: office.headers,
      payload: { assignedOfficeEmployee: clerk.id },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().assignedEmployees.map((e: { id: number }) => e.id)).toEqual([clerk.id]);

    expect((await change('unassign', order.id, { employeeId: clerk.id })).statusCode).toBe(200);
    const after = (await get(`/api/work-orders/${order.id}`)).json();
    expect(after.assignedOfficeEmployee).toBeNull();
    expect(after.assignedEmployees).toEqual([]);
    const cleared = (await logOf(order.id)).filter((entry) => entry.field === 'assignedOfficeEmployee');
    expect(cleared.map((entry) => [entry.oldValue, entry.newValue])).toContainEqual([clerk.id, null]);
  });
});
