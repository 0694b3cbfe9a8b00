import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';
import { activityLog, comments, notifications, workOrders } from '../db/schema.ts';

let t: TestApp;
let office: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  office = await signedIn(t, 'office', { name: 'Olivia Office' });
});
afterAll(async () => {
  await t.close();
});

const post = (id: number, payload: object, headers = office.headers) =>
  t.app.inject({ method: 'POST', url: `/api/work-orders/${id}/comments`, payload, headers });
const notificationsOf = (workOrderId: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.workOrderId, workOrderId));

describe('POST /api/work-orders/{id}/comments', () => {
  it('adds a note from the add-note form and answers 201 with the comment in both vocabularies', async () => {
    const order = await insertWorkOrder(t.database);
    const response = await post(order.id, { content: '  Customer will be home after 3pm  ', type: 'note' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      workOrderId: order.id,
      content: 'Customer will be home after 3pm',
      text: 'Customer will be home after 3pm',
      type: 'note',
      commentType: 'note',
      notifyAdmin: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      receivedAt: body.createdAt,
      author: { id: office.employee.id, name: 'Olivia Office', photo: null },
    });
    const stored = await t.database.db.select().from(comments).where(eq(comments.id, body.id));
    expect(stored).toMatchObject([
      { content: 'Customer will be home after 3pm', authorId: office.employee.id },
    ]);
  });

  it("accepts the update dialog's { text, commentType: 'update' }", async () => {
    const order = await insertWorkOrder(t.database);
    const response = await post(order.id, {
      text: 'Status changed: waiting on parts',
      commentType: 'update',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      content: 'Status changed: waiting on parts',
      text: 'Status changed: waiting on parts',
      type: 'update',
      commentType: 'update',
    });
  });

  it("refuses an update comment under 5 characters with the update dialog's words, a note of 3 is fine", async () => {
    const order = await insertWorkOrder(t.database);
    const short = await post(order.id, { text: ' Done ', commentType: 'update' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { field: 'text', message: 'Update notes must be at least 5 characters' },
    ]);
    expect((await post(order.id, { content: 'Ok!', type: 'note' })).statusCode).toBe(201);
    expect((await post(order.id, { text: 'Fixed', commentType: 'update' })).statusCode).toBe(201);
  });

  it('lets content win over text and type over commentType when both are sent', async () => {
    const order = await insertWorkOrder(t.database);
    const response = await post(order.id, {
      content: 'from content',
      text: '',
      type: 'note',
      commentType: 'update',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ content: 'from content', type: 'note' });
  });

  it('lets any signed-in employee comment, technicians included', async () => {
    const order = await insertWorkOrder(t.database);
    const plumber = await signedIn(t, 'plumber');
    const response = await post(order.id, { content: 'On my way', type: 'note' }, plumber.headers);
    expect(response.statusCode).toBe(201);
    expect(response.json().author.id).toBe(plumber.employee.id);
  });

  it.each([
    ['missing', { type: 'note' }, 'content', 'Comment content cannot be empty'],
    ['blank', { content: '   \n ' }, 'content', 'Comment content cannot be empty'],
    ['too short after trimming', { content: '  ab  ' }, 'content', 'Comment must be at least 3 characters.'],
    [
      'too long',
      { text: 'x'.repeat(1001), commentType: 'update' },
      'text',
      'Comment must be less than 1000 characters.',
    ],
    ['not text', { content: 42 }, 'content', 'Comment must be text'],
    [
      'an unknown type',
      { content: 'hello', type: 'question' },
      'type',
      'Comment type must be one of: note, update',
    ],
    [
      'notifyAdmin not boolean',
      { content: 'hello', notifyAdmin: 'yes' },
      'notifyAdmin',
      'notifyAdmin must be true or false',
    ],
  ])('refuses a comment that is %s with 400', async (_case, payload, field, message) => {
    const order = await insertWorkOrder(t.database);
    const response = await post(order.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ field, message }] });
    expect(await t.database.db.select().from(comments).where(eq(comments.workOrderId, order.id))).toEqual([]);
  });

  it('accepts exactly 1000 characters', async () => {
    const order = await insertWorkOrder(t.database);
    const response = await post(order.id, { content: 'y'.repeat(1000), type: 'note' });
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 for an unknown work order and 400 for a malformed id', async () => {
    const missing = await post(999_999, { content: 'hello', type: 'note' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Work order not found' });
    const malformed = await post(Number.NaN, { content: 'hello', type: 'note' });
    expect(malformed.statusCode).toBe(400);
  });

  it('bumps updatedAt and writes the activity log in the same change', async () => {
    const order = await insertWorkOrder(t.database, { updatedAt: new Date('2024-01-01T00:00:00Z') });
    const comment = (await post(order.id, { text: 'Parts ordered', commentType: 'update' })).json();
    const [after] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(after?.updatedAt.getTime()).toBeGreaterThan(Date.parse('2024-01-02T00:00:00Z'));
    const log = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'work_order'), eq(activityLog.entityId, order.id)));
    expect(log).toMatchObject([
      {
        entityLabel: order.workOrderId,
        action: 'comment_added',
        newValue: { commentId: comment.id, type: 'update' },
        actorId: office.employee.id,
      },
    ]);
  });

  it('notifies everyone on the order except the author, and admins only when notifyAdmin', async () => {
    const tech = await insertEmployee(t.database, { employeeType: 'plumber' });
    const officeMate = await insertEmployee(t.database, { employeeType: 'office' });
    const assignee = await insertEmployee(t.database, { employeeType: 'plumber' });
    const gone = await insertEmployee(t.database, { employeeType: 'plumber', isActive: false });
    const admin = await insertEmployee(t.database, { employeeType: 'admin' });
    const order = await insertWorkOrder(
      t.database,
      { assignedTo: tech.id, assignedOfficeEmployee: officeMate.id },
      [assignee.id, gone.id, office.employee.id],
    );

    await post(order.id, { content: 'Plain note for the crew', type: 'note', notifyAdmin: false });
    let rows = await notificationsOf(order.id);
    expect(rows.map((row) => row.employeeId).sort()).toEqual([tech.id, officeMate.id, assignee.id].sort());
    expect(rows[0]).toMatchObject({
      type: 'comment',
      title: `New comment on #${order.workOrderId}`,
      message: 'Olivia Office: Plain note for the crew',
      actorId: office.employee.id,
    });

    await post(order.id, {
      content: 'Please call the home owner, they are upset about the delay',
      type: 'note',
      notifyAdmin: true,
    });
    rows = await notificationsOf(order.id);
    const adminNotes = rows.filter((row) => row.type === 'admin-note');
    expect(adminNotes.map((row) => row.employeeId)).toContain(admin.id);
    expect(adminNotes[0]?.message).toBe(
      'Olivia Office: Please call the home owner, they are upset about t...',
    );
    expect(rows.some((row) => row.employeeId === gone.id || row.employeeId === office.employee.id)).toBe(
      false,
    );
  });
});

describe('GET /api/work-orders/{id}/comments', () => {
  it('lists newest first with authors, pages with limit/offset and sets X-Total-Count', async () => {
    const order = await insertWorkOrder(t.database);
    for (const content of ['first note', 'second note', 'third note']) {
      expect((await post(order.id, { content, type: 'note' })).statusCode).toBe(201);
    }
    const all = await t.app.inject({ url: `/api/work-orders/${order.id}/comments`, headers: office.headers });
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json().map((c: { content: string }) => c.content)).toEqual([
      'third note',
      'second note',
      'first note',
    ]);
    expect(all.json()[0].author).toEqual({ id: office.employee.id, name: 'Olivia Office', photo: null });

    const page = await t.app.inject({
      url: `/api/work-orders/${order.id}/comments?limit=1&offset=1`,
      headers: office.headers,
    });
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((c: { content: string }) => c.content)).toEqual(['second note']);
  });

  it('answers an empty list for an order without comments, 404 for an unknown order', async () => {
    const order = await insertWorkOrder(t.database);
    const empty = await t.app.inject({
      url: `/api/work-orders/${order.id}/comments`,
      headers: office.headers,
    });
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
    const missing = await t.app.inject({ url: '/api/work-orders/999999/comments', headers: office.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Work order not found' });
  });

  it('refuses a bad limit with 400', async () => {
    const order = await insertWorkOrder(t.database);
    const response = await t.app.inject({
      url: `/api/work-orders/${order.id}/comments?limit=0`,
      headers: office.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('limit must be at least 1');
  });
});

describe('POST /api/work-orders/{id}/comments with writtenAt (a note written offline, ADR 057)', () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const list = async (id: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/work-orders/${id}/comments`, headers: office.headers })
    ).json();

  it('stamps the note with the time it was written, keeps when it arrived, and lists it by the written time', async () => {
    const order = await insertWorkOrder(t.database);
    const before = Date.now();
    const fresh = await post(order.id, { content: 'Written and sent just now', type: 'note' });
    const writtenAt = minutesAgo(90);
    const late = await post(order.id, { content: 'Written in the basement', type: 'note', writtenAt });
    expect(late.statusCode).toBe(201);
    const body = late.json();
    expect(body.createdAt).toBe(writtenAt);
    expect(Date.parse(body.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
    // Without writtenAt both times are the arrival.
    expect(fresh.json().createdAt).toBe(fresh.json().receivedAt);
    const [stored] = await t.database.db.select().from(comments).where(eq(comments.id, body.id));
    expect(stored?.createdAt.toISOString()).toBe(writtenAt);
    // Newest first by when they were written: the note sent last was written first.
    expect((await list(order.id)).map((c: { content: string }) => c.content)).toEqual([
      'Written and sent just now',
      'Written in the basement',
    ]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/work-orders/${order.id}`,
      headers: office.headers,
    });
    expect(detail.json().comments[1]).toMatchObject({ createdAt: writtenAt, receivedAt: body.receivedAt });
  });

  it.each([
    ['a minute ahead (a phone clock running fast)', new Date(Date.now() + 60_000).toISOString()],
    ['hours ahead', new Date(Date.now() + 10 * 3_600_000).toISOString()],
    ['older than 30 days', new Date(Date.now() - 31 * 86_400_000).toISOString()],
  ])('keeps a note whose writtenAt is %s, stamped with its arrival', async (_, writtenAt) => {
    const order = await insertWorkOrder(t.database);
    const response = await post(order.id, { content: 'Clock gone wrong', writtenAt });
    expect(response.statusCode).toBe(201);
    expect(response.json().createdAt).toBe(response.json().receivedAt);
    expect((await list(order.id)).map((c: { content: string }) => c.content)).toEqual(['Clock gone wrong']);
  });

  it.each([
    ['not a date-time', 'yesterday'],
    ['a day without a time', '2026-11-20'],
  ])('refuses a writtenAt %s with a 400 naming the field, and writes nothing', async (_, writtenAt) => {
    const order = await insertWorkOrder(t.database);
    const response = await post(order.id, { content: 'When was this?', writtenAt });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'writtenAt', message: expect.stringMatching(/ISO date-time/) },
    ]);
    expect(await list(order.id)).toEqual([]);
  });
});
