import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkOrderSchema } from '#shared/schemas/work-order.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';
import { activityLog, notifications, workOrders } from '../db/schema.ts';

let t: TestApp;
let office: Awaited<ReturnType<typeof signedIn>>;
let tech: Awaited<ReturnType<typeof signedIn>>;
let helperTech: Awaited<ReturnType<typeof insertEmployee>>;

beforeAll(async () => {
  t = await createTestApp();
  office = await signedIn(t, 'office', { name: 'Olive Office' });
  tech = await signedIn(t, 'plumber', { name: 'Tom Tech' });
  helperTech = await insertEmployee(t.database, { employeeType: 'plumber', name: 'Hank Helper' });
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload: unknown, headers = office.headers) =>
  t.app.inject({ method, url, headers, payload: payload as object });

const task = {
  workOrderId: '50001',
  title: 'Replace shutoff valve',
  description: 'Angle stop under the bathroom sink weeps',
  type: 'plumbing-question',
};

describe('POST /api/work-orders', () => {
  it('creates a task with its assignees and answers the full work order (201)', async () => {
    const response = await send('POST', '/api/work-orders', {
      ...task,
      priority: 'high',
      status: 'in_progress',
      lastAppointmentDate: '2026-01-15',
      assignedTech: tech.employee.id,
      assignedEmployees: [helperTech.id],
      assignedOfficeEmployee: office.employee.id,
      unknownField: 'ignored',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = WorkOrderSchema.parse(response.json());
    expect(body).toMatchObject({
      workOrderId: '50001',
      priority: 'urgent',
      status: 'in-progress',
      type: 'plumbing-question',
      assignedTo: tech.employee.id,
      assignedOfficeEmployee: office.employee.id,
      lastAppointmentDate: '2026-01-15',
      createdBy: office.employee.id,
      pausedAt: null,
    });
    // The office employee is one of the job's people too (the job window's Assignments).
    expect(body.assignedEmployees.map((e) => e.name).sort()).toEqual([
      'Hank Helper',
      'Olive Office',
      'Tom Tech',
    ]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.workOrderId, body.id));
    expect(told.map((n) => n.employeeId).sort()).toEqual([tech.employee.id, helperTech.id].sort());
  });

  it.each([
    [{ ...task, workOrderId: '' }, 'workOrderId', 'Job # is required'],
    [{ ...task, workOrderId: undefined }, 'workOrderId', 'Job # is required'],
    [{ ...task, title: '  ' }, 'title', 'Job name is required'],
    [{ ...task, description: '' }, 'description', 'Description is required'],
    [{ ...task, type: undefined }, 'type', 'Type is required'],
    [
      { ...task, lastAppointmentDate: '2099-01-01' },
      'lastAppointmentDate',
      'Last appointment date cannot be in the future',
    ],
    [
      { ...task, lastAppointmentDate: '1899-12-31' },
      'lastAppointmentDate',
      'Last appointment date must be between 1900-01-01 and 2100-12-31',
    ],
    [
      { ...task, dueDate: '9999-12-31T23:59:59-14:00' },
      'dueDate',
      'Due date must be between 1900-01-01 and 2100-12-31',
    ],
    [{ ...task, partETA2: '0000-01-01' }, 'partETA2', 'Part 2 ETA must be between 1900-01-01 and 2100-12-31'],
    [
      { ...task, description: 'Leaks\u0000' },
      'description',
      'Description contains a character that is not allowed (U+0000)',
    ],
    [{ ...task, title: 'Two\nlines' }, 'title', 'Job name must be on one line, without line breaks or tabs'],
    [{ ...task, assignedTechEmployee: '0x0A' }, 'assignedTechEmployee', 'Employee id must be a whole number'],
    [
      { ...task, status: 'archived' },
      'status',
      'Status must be one of: open, in-progress, on-hold, completed',
    ],
    [{ ...task, priority: 'asap' }, 'priority', 'Priority must be one of: normal, urgent'],
  ])('refuses %j with the catalogue message', async (payload, field, message) => {
    const response = await send('POST', '/api/work-orders', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it('keeps line breaks in the description and accepts emoji and bidi marks as typed', async () => {
    const description = 'Line one\n\tLine two \u{1F6BF} \u202Eright-to-left';
    const response = await send('POST', '/api/work-orders', { ...task, workOrderId: '50007', description });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().description).toBe(description);
  });

  it('takes assignedTechEmployee as the technician; assignedTo, then assignedTech, win', async () => {
    const alone = await send('POST', '/api/work-orders', {
      ...task,
      workOrderId: '50004',
      assignedTechEmployee: tech.employee.id,
    });
    expect(alone.statusCode, alone.body).toBe(201);
    expect(alone.json().assignedTo).toBe(tech.employee.id);
    expect(alone.json().assignedEmployees.map((e: { id: number }) => e.id)).toEqual([tech.employee.id]);

    const both = await send('POST', '/api/work-orders', {
      ...task,
      workOrderId: '50005',
      assignedTech: helperTech.id,
      assignedTechEmployee: tech.employee.id,
    });
    expect(both.json().assignedTo).toBe(helperTech.id);
    const all = await send('POST', '/api/work-orders', {
      ...task,
      workOrderId: '50006',
      assignedTo: tech.employee.id,
      assignedTech: helperTech.id,
      assignedTechEmployee: helperTech.id,
    });
    expect(all.json().assignedTo).toBe(tech.employee.id);
  });

  it('refuses an unknown or inactive assignee, a taken job #, and completion by a technician', async () => {
    const inactive = await insertEmployee(t.database, { employeeType: 'plumber', isActive: false });
    const unknown = await send('POST', '/api/work-orders', {
      ...task,
      workOrderId: '50002',
      assignedEmployees: [inactive.id],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(`Unknown or inactive employee: ${inactive.id}`);
    const taken = await send('POST', '/api/work-orders', task);
    expect(taken.statusCode).toBe(409);
    const completed = await send(
      'POST',
      '/api/work-orders',
      { ...task, workOrderId: '50003', status: 'completed' },
      tech.headers,
    );
    expect(completed.statusCode).toBe(403);
    const rows = await t.database.db.select().from(workOrders).where(eq(workOrders.workOrderId, '50003'));
    expect(rows).toEqual([]);
  });
});

describe('POST /api/paused-jobs', () => {
  it('applies the paused-job defaults', async () => {
    const before = Date.now();
    const response = await send('POST', '/api/paused-jobs', {
      jobNumber: '61234',
      jobLastName: 'Henderson',
      originalAppointmentDate: '2026-11-20',
      city: 'Quincy',
      assignedTo: tech.employee.id,
      partTitle1: 'Gas valve',
      partETA1: '2026-11-28',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      title: 'Henderson - 61234',
      description: 'Paused job for Henderson',
      location: 'TBD',
      status: 'on-hold',
      priority: 'normal',
      preAuthStatus: 'N/A',
      authorizationStatus: 'N/A',
      rwpFormStatus: 'N/A',
      preAuthAmount: 0,
      opcAmount: 0,
      partTitle1: 'Gas valve',
      partETA1: '2026-11-28',
      assignedTo: tech.employee.id,
    });
    // ADR 055: without a job #, the typed Job Number is the job's one number.
    expect(body.workOrderId).toBe('61234');
    expect(Date.parse(body.pausedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('requires job #, last name, original appointment date and city, with the catalogue messages', async () => {
    const response = await send('POST', '/api/paused-jobs', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'jobNumber', message: 'Job # is required' },
        { field: 'jobLastName', message: 'Job Last Name is required' },
        { field: 'originalAppointmentDate', message: 'Original Apt Date is required' },
        { field: 'city', message: 'City is required' },
      ]),
    );
  });

  it('assignedTo must be null or a technician', async () => {
    const base = {
      jobNumber: '61235',
      jobLastName: 'Ortiz',
      originalAppointmentDate: '2026-11-20',
      city: 'Quincy',
    };
    const notPlumber = await send('POST', '/api/paused-jobs', { ...base, assignedTo: office.employee.id });
    expect(notPlumber.statusCode).toBe(400);
    expect(notPlumber.json().message).toBe('Assign Tech must be a technician (plumber)');
    const none = await send('POST', '/api/paused-jobs', {
      ...base,
      assignedTo: null,
      opcAmount: '$1,250.50',
    });
    expect(none.statusCode).toBe(201);
    expect(none.json().opcAmount).toBe(1250.5);
  });
});

describe('PATCH /api/work-orders/{id}', () => {
  it('changes one field, logs old and new value, and clears a date with null', async () => {
    const order = await insertWorkOrder(t.database, { returnAppointmentDate: '2026-12-01' });
    const response = await send('PATCH', `/api/work-orders/${order.id}`, { returnAppointmentDate: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().returnAppointmentDate).toBeNull();
    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, order.id), eq(activityLog.field, 'returnAppointmentDate')));
    expect(entry).toMatchObject({
      action: 'updated',
      oldValue: '2026-12-01',
      newValue: null,
      actorId: office.employee.id,
    });
  });

  it('status and priority together; pausedAt and completedAt follow the status', async () => {
    const order = await insertWorkOrder(t.database, {}, [tech.employee.id]);
    const held = await send('PATCH', `/api/work-orders/${order.id}`, {
      status: 'On Hold',
      priority: 'critical',
    });
    expect(held.json()).toMatchObject({ status: 'on-hold', priority: 'urgent' });
    expect(held.json().pausedAt).not.toBeNull();
    const resumed = await send('PATCH', `/api/work-orders/${order.id}`, { status: 'in-progress' });
    expect(resumed.json()).toMatchObject({ status: 'in-progress', pausedAt: null });
    const done = await send('PATCH', `/api/work-orders/${order.id}`, { status: 'completed' });
    expect(done.json().completedAt).not.toBeNull();
    const reopened = await send('PATCH', `/api/work-orders/${order.id}`, { status: 'open' });
    expect(reopened.json()).toMatchObject({ status: 'open', completedAt: null });
    const told = await t.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.workOrderId, order.id), eq(notifications.employeeId, tech.employee.id)));
    expect(told.map((n) => n.title)).toContain('Job resumed');
  });

  it('putting a job on hold with its hold fields keeps its id, number, priority and team; after Resume it is one active job', async () => {
    // Issue 23: '+ Paused Job' puts the open job on hold rather than creating a second record.
    const order = await insertWorkOrder(
      t.database,
      { workOrderId: '45465', priority: 'urgent', status: 'in-progress', assignedTo: tech.employee.id },
      [tech.employee.id, helperTech.id],
    );
    const held = await send('PATCH', `/api/work-orders/${order.id}`, {
      status: 'on-hold',
      preAuthStatus: 'Submitted',
      partTitle1: 'Anode rod',
      partOrdered1: '2026-06-01',
      partETA1: '2026-06-10',
    });
    expect(held.statusCode, held.body).toBe(200);
    const body = WorkOrderSchema.parse(held.json());
    expect(body).toMatchObject({
      id: order.id,
      workOrderId: '45465',
      priority: 'urgent',
      status: 'on-hold',
      assignedTo: tech.employee.id,
      preAuthStatus: 'Submitted',
      partTitle1: 'Anode rod',
    });
    expect(body.partETA1?.slice(0, 10)).toBe('2026-06-10');
    expect(body.assignedEmployees.map((e) => e.name).sort()).toEqual(['Hank Helper', 'Tom Tech']);
    const onHold = await t.app.inject({
      method: 'GET',
      url: '/api/work-orders/on-hold?search=45465',
      headers: office.headers,
    });
    expect(onHold.json().map((row: { id: number }) => row.id)).toEqual([order.id]);

    await send('PATCH', `/api/work-orders/${order.id}`, { status: 'in-progress' });
    const active = await t.app.inject({
      method: 'GET',
      url: '/api/work-orders?search=45465&status=open,in-progress',
      headers: office.headers,
    });
    expect(active.json().map((row: { id: number; priority: string }) => [row.id, row.priority])).toEqual([
      [order.id, 'urgent'],
    ]);
  });

  it('a technician may change status but not complete or reopen; nothing changes when refused', async () => {
    const order = await insertWorkOrder(t.database, { status: 'open' });
    expect(
      (await send('PATCH', `/api/work-orders/${order.id}`, { status: 'in-progress' }, tech.headers))
        .statusCode,
    ).toBe(200);
    const complete = await send(
      'PATCH',
      `/api/work-orders/${order.id}`,
      { status: 'completed' },
      tech.headers,
    );
    expect(complete.statusCode).toBe(403);
    const completed = await insertWorkOrder(t.database, { status: 'completed' });
    const reopen = await send('PATCH', `/api/work-orders/${completed.id}`, { status: 'open' }, tech.headers);
    expect(reopen.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(row?.status).toBe('in-progress');
  });

  it('a received part notifies the people on the paused job', async () => {
    const order = await insertWorkOrder(t.database, { status: 'on-hold', partTitle2: 'Flush valve' }, [
      tech.employee.id,
    ]);
    await send('PATCH', `/api/work-orders/${order.id}`, { partReceived2: '2026-11-21' });
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.workOrderId, order.id), eq(notifications.title, 'Part received')));
    expect(told).toMatchObject({
      employeeId: tech.employee.id,
      message: expect.stringContaining('Flush valve'),
    });
  });

  it('answers 400 for an empty body, 404 for a missing order, 409 for a taken job #', async () => {
    const order = await insertWorkOrder(t.database);
    const other = await insertWorkOrder(t.database);
    const empty = await send('PATCH', `/api/work-orders/${order.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nothing to update: send at least one field');
    expect((await send('PATCH', '/api/work-orders/999999', { title: 'x' })).statusCode).toBe(404);
    const clash = await send('PATCH', `/api/work-orders/${order.id}`, { workOrderId: other.workOrderId });
    expect(clash.statusCode).toBe(409);
  });

  it.each([
    ['lastAppointmentDate', '1899-12-31', 'Last appointment date must be between 1900-01-01 and 2100-12-31'],
    ['lastAppointmentDate', '0000-01-01', 'Last appointment date must be between 1900-01-01 and 2100-12-31'],
    [
      'returnAppointmentDate',
      '2101-01-01',
      'Return appointment date must be between 1900-01-01 and 2100-12-31',
    ],
    ['partOrdered1', '0000-06-01T10:00:00Z', 'Part 1 ordered date must be between 1900-01-01 and 2100-12-31'],
    ['dueDate', '9999-12-31T23:59:59-14:00', 'Due date must be between 1900-01-01 and 2100-12-31'],
    ['dueDate', '2100-12-31T23:59:59-14:00', 'Due date must be between 1900-01-01 and 2100-12-31'],
    ['lastViewed', '1900-01-01T00:00:00+14:00', 'Last viewed must be between 1900-01-01 and 2100-12-31'],
    ['notes', 'Dog\u0000in yard', 'Notes contains a character that is not allowed (U+0000)'],
    ['city', 'Spring\ud800field', 'City contains a character that is not allowed (U+D800)'],
    ['assignedTo', '+10', 'Employee id must be a whole number'],
  ])('PATCH refuses %s = %j with a 400 naming it, and changes nothing', async (field, value, message) => {
    const order = await insertWorkOrder(t.database);
    const response = await send('PATCH', `/api/work-orders/${order.id}`, { [field]: value });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    const [row] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(row?.updatedAt).toEqual(order.updatedAt);
  });

  it('PATCH keeps the range edges and applies offsets: 2100-12-31T23:59:59Z and +14:00 inside it', async () => {
    const order = await insertWorkOrder(t.database);
    const late = await send('PATCH', `/api/work-orders/${order.id}`, { dueDate: '2100-12-31T23:59:59Z' });
    expect(late.json().dueDate).toBe('2100-12-31T23:59:59.000Z');
    const early = await send('PATCH', `/api/work-orders/${order.id}`, {
      dueDate: '1900-01-01T13:00:00+13:00',
    });
    expect(early.json().dueDate).toBe('1900-01-01T00:00:00.000Z');
    const day = await send('PATCH', `/api/work-orders/${order.id}`, { lastAppointmentDate: '1900-01-01' });
    expect(day.json().lastAppointmentDate).toBe('1900-01-01');
  });

  it.each(['0x0A', '1e1', '10.0', '%2B10', '010', '0', '-0', '%2010'])(
    'a path id %s is a 400, never another order',
    async (spelled) => {
      const response = await send('PATCH', `/api/work-orders/${spelled}`, { notes: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('id');
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/work-orders/${spelled}`,
        headers: office.headers,
      });
      expect(read.statusCode).toBe(400);
    },
  );

  it('two parallel PATCHes on one order both apply and both are logged', async () => {
    const order = await insertWorkOrder(t.database);
    const [a, b] = await Promise.all([
      send('PATCH', `/api/work-orders/${order.id}`, { notes: 'Dog in yard' }),
      send('PATCH', `/api/work-orders/${order.id}`, { city: 'Springfield' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [row] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(row).toMatchObject({ notes: 'Dog in yard', city: 'Springfield' });
    const log = await t.database.db.select().from(activityLog).where(eq(activityLog.entityId, order.id));
    expect(log.map((entry) => entry.field).sort()).toEqual(['city', 'notes']);
  });
});

describe('DELETE /api/work-orders/{id}', () => {
  it('anyone may delete a task; its last state stays in the activity log', async () => {
    const order = await insertWorkOrder(t.database, { workOrderId: '48299', title: 'Disposal jammed' });
    const response = await send('DELETE', `/api/work-orders/${order.id}`, undefined, tech.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Work order deleted', id: order.id });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/work-orders/${order.id}`, headers: office.headers }))
        .statusCode,
    ).toBe(404);
    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityLabel, '48299'), eq(activityLog.action, 'deleted')));
    expect(entry).toMatchObject({
      actorId: tech.employee.id,
      snapshot: expect.objectContaining({ title: 'Disposal jammed' }),
    });
  });

  it('only office, admin and management may delete a paused job', async () => {
    const paused = await insertWorkOrder(t.database, { status: 'on-hold' });
    expect((await send('DELETE', `/api/work-orders/${paused.id}`, undefined, tech.headers)).statusCode).toBe(
      403,
    );
    expect((await send('DELETE', `/api/work-orders/${paused.id}`, undefined)).statusCode).toBe(200);
  });
});

describe('list totals after a write (ADR 034)', () => {
  const totalOf = async (url: string) =>
    Number((await t.app.inject({ method: 'GET', url, headers: office.headers })).headers['x-total-count']);

  it('counts a created, changed or deleted order in the very next list, though totals are shared', async () => {
    const open = '/api/work-orders?limit=1&status=open';
    const before = await totalOf(open);
    expect(await totalOf(open)).toBe(before);
    const created = await send('POST', '/api/work-orders', { ...task, workOrderId: '50999', status: 'open' });
    expect(created.statusCode).toBe(201);
    expect(await totalOf(open)).toBe(before + 1);
    const id = created.json().id;
    expect((await send('PATCH', `/api/work-orders/${id}`, { status: 'in-progress' })).statusCode).toBe(200);
    expect(await totalOf(open)).toBe(before);
    const inProgress = '/api/work-orders?limit=1&status=in-progress';
    const working = await totalOf(inProgress);
    expect((await send('DELETE', `/api/work-orders/${id}`, undefined)).statusCode).toBe(200);
    expect(await totalOf(inProgress)).toBe(working - 1);
  });
});
