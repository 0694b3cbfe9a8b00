import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';
import { activityLog, notifications, questions, workOrders } from '../db/schema.ts';

let t: TestApp;
let office: Awaited<ReturnType<typeof signedIn>>;
let plumber: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  office = await signedIn(t, 'office', { name: 'Olivia Office' });
  plumber = await signedIn(t, 'plumber', { name: 'Pete Plumber' });
});
afterAll(async () => {
  await t.close();
});

const ISO = /^\d{4}-\d{2}-\d{2}T.*Z$/;
const ask = (id: number, payload: unknown, headers: Record<string, string> = office.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/work-orders/${id}/questions`,
    payload: payload as object,
    headers,
  });
const answer = (
  id: number,
  questionId: number,
  payload: unknown,
  headers: Record<string, string> = plumber.headers,
) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/work-orders/${id}/questions/${questionId}`,
    payload: payload as object,
    headers,
  });
const storedQuestion = async (id: number) =>
  (await t.database.db.select().from(questions).where(eq(questions.id, id)))[0];
const activityOf = (workOrderId: number) =>
  t.database.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityType, 'work_order'), eq(activityLog.entityId, workOrderId)))
    .orderBy(asc(activityLog.id));
const notificationsOf = (workOrderId: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.workOrderId, workOrderId));

async function askedQuestion(workOrderId: number, question = 'Is the shut-off valve accessible?') {
  const response = await ask(workOrderId, { question });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

describe('POST /api/work-orders/{id}/questions', () => {
  it('asks a question, trimmed, answers 201 and records who asked', async () => {
    const order = await insertWorkOrder(t.database);
    const response = await ask(order.id, { question: '  Does the customer have a dog?  ' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      question: 'Does the customer have a dog?',
      answer: null,
      createdAt: expect.stringMatching(ISO),
      answeredAt: null,
    });
    expect(await storedQuestion(body.id)).toMatchObject({
      workOrderId: order.id,
      question: 'Does the customer have a dog?',
      askedBy: office.employee.id,
      answeredBy: null,
    });
  });

  it.each([
    ['missing', {}, 'Question is required'],
    ['blank', { question: '  \n ' }, 'Question is required'],
    ['too long', { question: 'q'.repeat(1001) }, 'Question must be at most 1000 characters'],
  ])('refuses a question that is %s with 400 and the schema message', async (_case, payload, message) => {
    const order = await insertWorkOrder(t.database);
    const response = await ask(order.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ field: 'question', message }] });
    expect(await t.database.db.select().from(questions).where(eq(questions.workOrderId, order.id))).toEqual(
      [],
    );
  });

  it('accepts exactly 1000 characters', async () => {
    const order = await insertWorkOrder(t.database);
    expect((await ask(order.id, { question: 'q'.repeat(1000) })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown work order, 400 for a malformed id, 401 without a session', async () => {
    const missing = await ask(999_999, { question: 'Anyone there?' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Work order not found' });
    expect((await ask(Number.NaN, { question: 'Anyone there?' })).statusCode).toBe(400);
    const order = await insertWorkOrder(t.database);
    const anonymous = await ask(order.id, { question: 'Anyone there?' }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(await t.database.db.select().from(questions).where(eq(questions.workOrderId, order.id))).toEqual(
      [],
    );
  });

  it('bumps updatedAt, logs the question and notifies the people on the order but not the asker', async () => {
    const tech = await insertEmployee(t.database, { employeeType: 'plumber' });
    const order = await insertWorkOrder(
      t.database,
      { assignedTo: tech.id, updatedAt: new Date('2024-01-01T00:00:00Z') },
      [office.employee.id],
    );
    const asked = await askedQuestion(order.id, 'Which water heater model did they pick?');
    const [after] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(after?.updatedAt.getTime()).toBeGreaterThan(Date.parse('2024-01-02T00:00:00Z'));
    expect(await activityOf(order.id)).toMatchObject([
      {
        entityLabel: order.workOrderId,
        action: 'question_asked',
        newValue: { questionId: asked.id, question: 'Which water heater model did they pick?' },
        actorId: office.employee.id,
      },
    ]);
    expect(await notificationsOf(order.id)).toMatchObject([
      {
        employeeId: tech.id,
        type: 'comment',
        title: `New question on #${order.workOrderId}`,
        message: 'Olivia Office: Which water heater model did they pick?',
        actorId: office.employee.id,
      },
    ]);
  });
});

describe('PATCH /api/work-orders/{id}/questions/{questionId}', () => {
  it('answers with 200, trimmed, sets answeredAt and records who answered', async () => {
    const order = await insertWorkOrder(t.database);
    const asked = await askedQuestion(order.id);
    const response = await answer(order.id, asked.id, { answer: '  Yes, under the sink  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: asked.id,
      question: 'Is the shut-off valve accessible?',
      answer: 'Yes, under the sink',
      createdAt: expect.stringMatching(ISO),
      answeredAt: expect.stringMatching(ISO),
    });
    expect(await storedQuestion(asked.id)).toMatchObject({
      answer: 'Yes, under the sink',
      askedBy: office.employee.id,
      answeredBy: plumber.employee.id,
    });
  });

  it.each([
    ['null', null],
    ['blank', '   '],
  ])('clears the answer when it is %s', async (_case, cleared) => {
    const order = await insertWorkOrder(t.database);
    const asked = await askedQuestion(order.id);
    expect((await answer(order.id, asked.id, { answer: 'Yes' })).statusCode).toBe(200);
    const response = await answer(order.id, asked.id, { answer: cleared });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: asked.id, answer: null, answeredAt: null });
    expect(await storedQuestion(asked.id)).toMatchObject({
      answer: null,
      answeredBy: null,
      answeredAt: null,
    });
  });

  it('refuses a bad body with 400 and changes nothing', async () => {
    const order = await insertWorkOrder(t.database);
    const asked = await askedQuestion(order.id);
    const tooLong = await answer(order.id, asked.id, { answer: 'a'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      message: 'Answer must be at most 2000 characters',
      errors: [{ field: 'answer', message: 'Answer must be at most 2000 characters' }],
    });
    expect((await answer(order.id, asked.id, { answer: 42 })).json().message).toBe('Answer must be text');
    expect((await answer(order.id, asked.id, {})).statusCode).toBe(400);
    expect((await storedQuestion(asked.id))?.answer).toBeNull();
  });

  it("answers 404 for another order's question, an unknown question or order, 400 for a bad id", async () => {
    const order = await insertWorkOrder(t.database);
    const other = await insertWorkOrder(t.database);
    const elsewhere = await askedQuestion(other.id);
    const crossed = await answer(order.id, elsewhere.id, { answer: 'Sneaky' });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toEqual({ message: 'Question not found' });
    expect((await storedQuestion(elsewhere.id))?.answer).toBeNull();
    expect((await answer(order.id, 999_999, { answer: 'Hello' })).json()).toEqual({
      message: 'Question not found',
    });
    const unknownOrder = await answer(999_999, elsewhere.id, { answer: 'Hello' });
    expect(unknownOrder.statusCode).toBe(404);
    expect(unknownOrder.json()).toEqual({ message: 'Work order not found' });
    expect((await answer(order.id, 0, { answer: 'Hello' })).statusCode).toBe(400);
    expect((await answer(order.id, elsewhere.id, { answer: 'Hello' }, {})).statusCode).toBe(401);
  });

  it('logs answer and clear, and notifies the asker and the people on the order', async () => {
    const tech = await insertEmployee(t.database, { employeeType: 'plumber' });
    const order = await insertWorkOrder(t.database, { assignedTo: tech.id });
    const asked = await askedQuestion(order.id);
    await answer(order.id, asked.id, { answer: 'Yes, behind the access panel' });
    // The same answer again is not news.
    await answer(order.id, asked.id, { answer: 'Yes, behind the access panel' });
    await answer(order.id, asked.id, { answer: null });
    const log = await activityOf(order.id);
    expect(log.map((row) => row.action)).toEqual([
      'question_asked',
      'question_answered',
      'question_answer_cleared',
    ]);
    expect(log[1]).toMatchObject({
      field: 'answer',
      oldValue: { questionId: asked.id, answer: null },
      newValue: { questionId: asked.id, answer: 'Yes, behind the access panel' },
      actorId: plumber.employee.id,
    });
    expect(log[2]).toMatchObject({ newValue: { questionId: asked.id, answer: null } });
    const answered = (await notificationsOf(order.id)).filter((row) => row.title.startsWith('Question'));
    expect(answered.map((row) => row.employeeId).sort()).toEqual([office.employee.id, tech.id].sort());
    expect(answered[0]).toMatchObject({
      type: 'comment',
      title: `Question answered on #${order.workOrderId}`,
      message: 'Pete Plumber: Yes, behind the access panel',
    });
  });
});

describe('reading questions', () => {
  it('lists them oldest first and shows them in the work order detail', async () => {
    const order = await insertWorkOrder(t.database);
    const first = await askedQuestion(order.id, 'First question');
    const second = await askedQuestion(order.id, 'Second question');
    await answer(order.id, first.id, { answer: 'First answer' });
    const list = await t.app.inject({
      url: `/api/work-orders/${order.id}/questions`,
      headers: office.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([
      {
        id: first.id,
        question: 'First question',
        answer: 'First answer',
        answeredAt: expect.stringMatching(ISO),
      },
      { id: second.id, question: 'Second question', answer: null, answeredAt: null },
    ]);
    const detail = await t.app.inject({ url: `/api/work-orders/${order.id}`, headers: plumber.headers });
    expect(detail.json().questions).toEqual(list.json());
  });

  it('answers an empty list for an order without questions, 404 for an unknown order', async () => {
    const order = await insertWorkOrder(t.database);
    const empty = await t.app.inject({
      url: `/api/work-orders/${order.id}/questions`,
      headers: office.headers,
    });
    expect(empty.json()).toEqual([]);
    const missing = await t.app.inject({ url: '/api/work-orders/999999/questions', headers: office.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Work order not found' });
  });

  it('finds a completed order by a word of an answer', async () => {
    const order = await insertWorkOrder(t.database, { status: 'completed' });
    const asked = await askedQuestion(order.id, 'Which brand of faucet?');
    await answer(order.id, asked.id, { answer: 'Moen Arbor zylophonic finish' });
    const found = await t.app.inject({
      url: '/api/work-orders?status=completed&search=zylophonic',
      headers: office.headers,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().map((row: { id: number }) => row.id)).toEqual([order.id]);
  });
});
