import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';

let t: TestApp;
let tech: Awaited<ReturnType<typeof signedIn>>;
const ids: Record<string, number> = {};

async function visit(workOrderId: number, status: string) {
  await t.database.db.execute(sql`
    insert into visits (work_order_id, starts_at, ends_at, window_start, window_end, status)
    values (${workOrderId}, '2026-12-02T15:00:00Z', '2026-12-02T17:00:00Z', '2026-12-02T15:00:00Z',
      '2026-12-02T17:00:00Z', ${status})`);
}

beforeAll(async () => {
  t = await createTestApp();
  tech = await signedIn(t, 'plumber');
  const order = async (name: string, fields: Parameters<typeof insertWorkOrder>[1]) => {
    ids[name] = (
      await insertWorkOrder(t.database, { title: name, office: 'North', city: 'Quincy', ...fields })
    ).id;
  };
  await order('normal-late', { dueDate: new Date('2026-12-20T00:00:00Z') });
  await order('normal-undated', {});
  await order('urgent-soon', { priority: 'urgent', dueDate: new Date('2026-12-05T00:00:00Z') });
  await order('normal-soon', { status: 'in-progress', dueDate: new Date('2026-12-03T00:00:00Z') });
  await order('urgent-undated', { priority: 'urgent' });
  await order('south-follow-up', { office: 'South', city: 'Braintree', type: 'follow-up' });
  await order('booked', { priority: 'urgent' });
  await order('was-visited', { priority: 'urgent', dueDate: new Date('2026-12-01T00:00:00Z') });
  await order('done', { status: 'completed' });
  await order('deleted', { deletedAt: new Date() });
  await order('held-waiting', { status: 'on-hold', partTitle1: 'Valve', partEta1: '2026-12-09' });
  await order('held-ready', {
    status: 'on-hold',
    pausedAt: new Date('2026-11-01T12:00:00Z'),
    partTitle2: 'Flue pipe',
    partReceived2: '2026-11-26',
    partReceived1: '2026-11-20',
    partOrdered1: '2026-11-10',
    authorizationStatus: 'Approved',
    preAuthAmount: '1240.00',
  });
  await order('held-ready-booked', { status: 'on-hold', partTitle1: 'Valve', partReceived1: '2026-11-25' });
  await order('held-ready-south', {
    status: 'on-hold',
    pausedAt: new Date('2026-11-15T12:00:00Z'),
    office: 'South',
    city: 'Braintree',
    type: 'follow-up',
    authorizationStatus: 'partial',
  });
  await visit(ids.booked as number, 'scheduled');
  await visit(ids['held-ready-booked'] as number, 'on-the-way');
  await visit(ids['was-visited'] as number, 'not-finished');
});
afterAll(async () => {
  await t.close();
});

type Tray = {
  readyToReturn: { title: string; evidence: string[] }[];
  unscheduled: { title: string; workOrderId: number; jobNumber: string; evidence: string[] }[];
  unscheduledTotal: number;
};
const tray = async (query = '') => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/schedule/tray${query}`,
    headers: tech.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Tray;
};

describe('the Unscheduled tray', () => {
  it('lists open work with no visit to come: urgent first, then by due date with none last, then oldest', async () => {
    const { unscheduled, unscheduledTotal } = await tray();
    expect(unscheduled.map((item) => item.title)).toEqual([
      'was-visited',
      'urgent-soon',
      'urgent-undated',
      'normal-soon',
      'normal-late',
      'normal-undated',
      'south-follow-up',
    ]);
    expect(unscheduledTotal).toBe(7);
    expect(unscheduled[0]).toMatchObject({ workOrderId: ids['was-visited'], evidence: [] });
  });

  it('puts held jobs ready to return first, with why, leaving out waiting and booked ones', async () => {
    const { readyToReturn } = await tray();
    expect(readyToReturn).toEqual([
      expect.objectContaining({
        title: 'held-ready',
        evidence: ['Part 1 received 11/20', 'Flue pipe received 11/26', 'Authorization approved $1,240.00'],
      }),
      expect.objectContaining({ title: 'held-ready-south', evidence: ['Authorization partly approved'] }),
    ]);
  });

  it('limits the unscheduled list but counts all of it', async () => {
    const { unscheduled, unscheduledTotal } = await tray('?limit=2');
    expect(unscheduled.map((item) => item.title)).toEqual(['was-visited', 'urgent-soon']);
    expect(unscheduledTotal).toBe(7);
  });

  it('filters both parts by office and city in any letter case, and by type', async () => {
    const south = await tray('?office=south');
    expect(south.unscheduled.map((item) => item.title)).toEqual(['south-follow-up']);
    expect(south.readyToReturn.map((item) => item.title)).toEqual(['held-ready-south']);
    expect(south.unscheduledTotal).toBe(1);
    const quincy = await tray('?city=QUINCY&type=task');
    expect(quincy.unscheduled).toHaveLength(6);
    expect(quincy.readyToReturn.map((item) => item.title)).toEqual(['held-ready']);
    const followUps = await tray('?type=follow-up');
    expect(followUps.unscheduled.map((item) => item.title)).toEqual(['south-follow-up']);
  });

  it('refuses a limit out of range and an unknown type', async () => {
    for (const query of ['?limit=0', '?limit=201', '?type=visit']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/schedule/tray${query}`,
        headers: tech.headers,
      });
      expect(answer.statusCode, query).toBe(400);
    }
  });
});
