import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem } from '#shared/schemas/activity.ts';
import type { WorkOrder } from '#shared/schemas/work-order.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';

/**
 * ADR 059: resuming a paused job keeps its return appointment and makes the due date the next thing
 * due, the earlier still to come of the due date and the end of the return appointment's day.
 */
let t: TestApp;
let headers: Record<string, string>;
let managerHeaders: Record<string, string>;

const DAY = 24 * 3600 * 1000;
/** 'YYYY-MM-DD' in UTC, `days` from now. */
const utcDay = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const endOf = (day: string) => `${day}T23:59:59.000Z`;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedIn(t, 'office', { name: 'Olive Office' })).headers;
  managerHeaders = (await signedIn(t, 'management', { name: 'Mona Manager' })).headers;
});
afterAll(async () => {
  await t.close();
});

async function patch(id: number, payload: object): Promise<WorkOrder> {
  const response = await t.app.inject({ method: 'PATCH', url: `/api/work-orders/${id}`, headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as WorkOrder;
}

async function get(id: number): Promise<WorkOrder> {
  const response = await t.app.inject({ method: 'GET', url: `/api/work-orders/${id}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as WorkOrder;
}

const paused = (fields: { dueDate: Date | null; returnAppointmentDate: string | null }) =>
  insertWorkOrder(t.database, { status: 'on-hold', ...fields });

describe('Resume Job with a return appointment (ADR 059)', () => {
  it('an overdue job resumed before its return visit counts down to that visit, which stays on the job', async () => {
    const visit = utcDay(3);
    const job = await paused({ dueDate: new Date(Date.now() - 10 * DAY), returnAppointmentDate: visit });

    const resumed = await patch(job.id, { status: 'in-progress' });
    expect(resumed.status).toBe('in-progress');
    expect(resumed.returnAppointmentDate?.slice(0, 10)).toBe(visit);
    expect(resumed.dueDate).toBe(endOf(visit));
    expect((await get(job.id)).dueDate).toBe(endOf(visit));

    // The log says the due date moved, with the old and the new value, in the same change.
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/work-orders/${job.id}/activity`,
      headers: managerHeaders,
    });
    expect(log.statusCode, log.body).toBe(200);
    const moved = (log.json() as ActivityItem[]).find((entry) => entry.field === 'dueDate');
    expect(moved).toMatchObject({ action: 'updated', newValue: endOf(visit) });
    expect(moved?.oldValue).toBe(job.dueDate?.toISOString());
  });

  it('a job with no due date gets the return visit as its due date', async () => {
    const visit = utcDay(5);
    const job = await paused({ dueDate: null, returnAppointmentDate: visit });
    expect((await patch(job.id, { status: 'open' })).dueDate).toBe(endOf(visit));
  });

  it('a due date still ahead and sooner than the visit stays', async () => {
    const due = new Date(Date.now() + DAY);
    const job = await paused({ dueDate: due, returnAppointmentDate: utcDay(7) });
    expect((await patch(job.id, { status: 'in-progress' })).dueDate).toBe(due.toISOString());
  });

  it('a visit later than a due date still ahead does not push the due date back', async () => {
    const due = new Date(Date.now() + 2 * DAY);
    const job = await paused({ dueDate: due, returnAppointmentDate: utcDay(9) });
    const resumed = await patch(job.id, { status: 'in-progress' });
    expect(resumed.dueDate).toBe(due.toISOString());
    expect(resumed.returnAppointmentDate?.slice(0, 10)).toBe(utcDay(9));
  });

  it('a return visit sooner than a due date still ahead becomes the due date', async () => {
    const visit = utcDay(2);
    const job = await paused({ dueDate: new Date(Date.now() + 20 * DAY), returnAppointmentDate: visit });
    expect((await patch(job.id, { status: 'in-progress' })).dueDate).toBe(endOf(visit));
  });

  it('a visit that has passed changes nothing, and a due date sent with the resume wins', async () => {
    const overdue = new Date(Date.now() - 4 * DAY);
    const past = await paused({ dueDate: overdue, returnAppointmentDate: utcDay(-2) });
    expect((await patch(past.id, { status: 'in-progress' })).dueDate).toBe(overdue.toISOString());

    const chosen = endOf(utcDay(12));
    const explicit = await paused({ dueDate: overdue, returnAppointmentDate: utcDay(3) });
    expect((await patch(explicit.id, { status: 'in-progress', dueDate: chosen })).dueDate).toBe(chosen);
  });

  it('only a resume moves it: an open job given a return appointment keeps its due date', async () => {
    const due = new Date(Date.now() + 20 * DAY);
    const job = await insertWorkOrder(t.database, { status: 'open', dueDate: due });
    expect((await patch(job.id, { returnAppointmentDate: utcDay(2) })).dueDate).toBe(due.toISOString());
  });
});
