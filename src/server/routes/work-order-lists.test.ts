import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PausedJobListItem,
  PausedJobListItemSchema,
  type WorkOrderListItem,
  WorkOrderListItemSchema,
} from '#shared/schemas/work-order.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';
import { comments, questions } from '../db/schema.ts';

let t: TestApp;
let headers: Record<string, string>;
let ids: Record<string, number>;
let technicianId: number;

const day = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  const office = await signedIn(t, 'office', { name: 'Olive Office' });
  headers = office.headers;
  const tech = await insertEmployee(t.database, { employeeType: 'plumber', name: 'Theodore Wrenfield' });
  technicianId = tech.id;
  const db = t.database;
  const leak = await insertWorkOrder(db, {
    workOrderId: '48213',
    title: 'Slab leak under kitchen',
    status: 'open',
    priority: 'urgent',
    type: 'follow-up',
    createdAt: new Date(Date.now() - 5 * day),
  });
  const heater = await insertWorkOrder(
    db,
    {
      workOrderId: '48214',
      title: 'Water heater swap',
      status: 'in-progress',
      createdAt: new Date(Date.now() - 4 * day),
    },
    [tech.id],
  );
  const paused = await insertWorkOrder(db, {
    workOrderId: '48215',
    title: 'Henderson - 48215',
    status: 'on-hold',
    jobLastName: 'Henderson',
    createdAt: new Date(Date.now() - 3 * day),
  });
  const done = await insertWorkOrder(db, {
    workOrderId: '48216',
    title: 'Toilet reset',
    status: 'completed',
    dueDate: new Date(Date.now() - day),
    createdAt: new Date(Date.now() - 2 * day),
  });
  const overdue = await insertWorkOrder(db, {
    workOrderId: '48217',
    title: 'Camera inspection',
    status: 'open',
    dueDate: new Date(Date.now() - day),
    followUpReason: null,
    createdAt: new Date(Date.now() - day),
  });
  await db.db.insert(comments).values([
    { workOrderId: done.id, authorId: office.employee.id, content: 'Replaced the wax ring and flange bolts' },
    {
      workOrderId: paused.id,
      authorId: office.employee.id,
      content: 'Waiting on the insurer',
      createdAt: new Date(Date.now() - 60_000),
    },
    { workOrderId: paused.id, authorId: office.employee.id, content: 'Adjuster visit booked for Tuesday' },
  ]);
  await db.db
    .insert(questions)
    .values({ workOrderId: heater.id, question: 'Is the expansion tank included?', answer: 'Yes' });
  ids = { leak: leak.id, heater: heater.id, paused: paused.id, done: done.id, overdue: overdue.id };
});
afterAll(async () => {
  await t.close();
});

async function list(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json() as WorkOrderListItem[], total: Number(response.headers['x-total-count']) };
}
const idsOf = (rows: WorkOrderListItem[]) => rows.map((row) => row.id);

describe('GET /api/work-orders', () => {
  it('answers every order, newest first, with the total in X-Total-Count', async () => {
    const { body, total } = await list('/api/work-orders');
    expect(idsOf(body)).toEqual([ids.overdue, ids.done, ids.paused, ids.heater, ids.leak]);
    expect(total).toBe(5);
  });

  it('pages with limit and offset in SQL, the total unchanged', async () => {
    const { body, total } = await list('/api/work-orders?limit=2&offset=1');
    expect(idsOf(body)).toEqual([ids.done, ids.paused]);
    expect(total).toBe(5);
  });

  it('filters by status (aliases, comma list), priority and type', async () => {
    expect(idsOf((await list('/api/work-orders?status=open,In Progress')).body)).toEqual([
      ids.overdue,
      ids.heater,
      ids.leak,
    ]);
    expect(idsOf((await list('/api/work-orders?priority=critical')).body)).toEqual([ids.leak]);
    expect(idsOf((await list('/api/work-orders?type=follow-up')).body)).toEqual([ids.leak]);
  });

  it('filters by assignee and searches text, comments, questions and people', async () => {
    expect(idsOf((await list(`/api/work-orders?assignee=${technicianId}`)).body)).toEqual([ids.heater]);
    expect(idsOf((await list('/api/work-orders?search=slab')).body)).toEqual([ids.leak]);
    expect(idsOf((await list('/api/work-orders?search=wax ring&status=completed')).body)).toEqual([ids.done]);
    expect(idsOf((await list('/api/work-orders?search=expansion tank')).body)).toEqual([ids.heater]);
    expect(idsOf((await list('/api/work-orders?search=wrenfield')).body)).toEqual([ids.heater]);
    expect(idsOf((await list('/api/work-orders?search=100%25')).body)).toEqual([]);
  });

  it('gives cards the comment count and the newest comment with its author', async () => {
    const { body } = await list('/api/work-orders?status=on-hold');
    expect(body[0]).toMatchObject({
      id: ids.paused,
      commentCount: 2,
      latestComment: { content: 'Adjuster visit booked for Tuesday', authorName: 'Olive Office' },
      assignedEmployees: [],
    });
  });

  it('lightweight=true leaves out notes and the comment preview and cuts descriptions as a card does', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: `/api/work-orders/${ids.leak}`,
      headers,
      payload: { description: 'x'.repeat(300), notes: 'Gate code 4411' },
    });
    const { body } = await list('/api/work-orders?lightweight=true&priority=urgent');
    expect(body[0]?.description).toBe(`${'x'.repeat(100)}...`);
    expect(body[0]).not.toHaveProperty('notes');
    expect(body[0]?.latestComment).toBeNull();
  });

  it('answers the card shape: only what a card or row shows, long texts cut as a card keeps them', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: `/api/work-orders/${ids.heater}`,
      headers,
      payload: { description: `${'d'.repeat(299)} tail`, notes: 'Gate code 4411', partTitle1: 'Anode rod' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/work-orders/${ids.heater}/comments`,
      headers,
      payload: { content: 'n'.repeat(400), type: 'note', notifyAdmin: false },
    });
    const { body } = await list(`/api/work-orders?status=in-progress`);
    const row = body.find((order) => order.id === ids.heater);
    expect(Object.keys(row ?? {}).sort()).toEqual(Object.keys(WorkOrderListItemSchema.shape).sort());
    expect(row).not.toHaveProperty('notes');
    expect(row).not.toHaveProperty('partTitle1');
    expect(row?.description).toBe(`${'d'.repeat(299)}...`);
    expect(row?.latestComment?.content).toBe(`${'n'.repeat(300)}...`);
    // The detail keeps every field and the whole text.
    const detail = await t.app.inject({ method: 'GET', url: `/api/work-orders/${ids.heater}`, headers });
    expect(detail.json()).toMatchObject({ notes: 'Gate code 4411', partTitle1: 'Anode rod' });
    expect(detail.json().description).toBe(`${'d'.repeat(299)} tail`);
  });

  it.each([
    ['status=archived', "Unknown status 'archived'"],
    ['priority=soon', "Unknown priority 'soon'"],
    ['type=plumbing', "Unknown type 'plumbing'"],
    ['limit=0', 'limit must be at least 1'],
    ['limit=501', 'limit must be at most 500'],
    ['offset=-1', 'offset cannot be negative'],
    ['sort=random', 'sort must be one of'],
    ['assignee=abc', 'assignee must be an employee id'],
  ])('%s is a 400 naming the problem', async (query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/work-orders?${query}`, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('the other lists', () => {
  it('GET /api/work-orders/on-hold answers every field of a paused job: Paused Jobs filters and exports them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/work-orders/on-hold', headers });
    const [job] = response.json() as PausedJobListItem[];
    expect(Object.keys(job ?? {}).sort()).toEqual(Object.keys(PausedJobListItemSchema.shape).sort());
    expect(job?.holdInsights).toMatchObject({ overdueParts: [] });
  });

  it('GET /api/work-orders/on-hold answers the paused jobs only', async () => {
    const { body, total } = await list('/api/work-orders/on-hold');
    expect(idsOf(body)).toEqual([ids.paused]);
    expect(total).toBe(1);
  });

  it('GET /api/work-orders-need-follow-up: not completed and follow-up type, reason or overdue', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: `/api/work-orders/${ids.paused}`,
      headers,
      payload: { followUpReason: 'Call the adjuster' },
    });
    const { body } = await list('/api/work-orders-need-follow-up');
    expect(idsOf(body).sort()).toEqual([ids.leak, ids.paused, ids.overdue].sort());
  });
});

describe("a technician's own jobs on the phone (issue 23)", () => {
  it('the Mine request answers the jobs not completed that the technician is on, as tech or on the team, with customer and city', async () => {
    const db = t.database;
    const other = await insertEmployee(db, { employeeType: 'plumber', name: 'Opal Other' });
    const asTech = await insertWorkOrder(db, {
      status: 'open',
      assignedTo: technicianId,
      customerName: 'Ana Ruiz',
      city: 'Springfield',
    });
    const finished = await insertWorkOrder(db, { status: 'completed', assignedTo: technicianId });
    const othersJob = await insertWorkOrder(db, { status: 'open', assignedTo: other.id }, [other.id]);
    const { body } = await list(
      `/api/work-orders?lightweight=true&status=open,in-progress,on-hold&assignee=${technicianId}`,
    );
    // The team job from beforeAll (heater) and the one the technician is the tech of; not the
    // completed one, not another technician's.
    expect(idsOf(body).sort()).toEqual([ids.heater, asTech.id].sort());
    expect(idsOf(body)).not.toContain(finished.id);
    expect(idsOf(body)).not.toContain(othersJob.id);
    expect(body.find((row) => row.id === asTech.id)).toMatchObject({
      customerName: 'Ana Ruiz',
      city: 'Springfield',
    });
  });
});
