import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Visit } from '#shared/schemas/visit.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { insertVisit } from '#tooling/test-server/hand-back-fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';

/** The visit's Arrived and Done stamps, which a hand-back's time on site starts from (ADR 068). */
let t: TestApp;
let tech: { id: number; headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  const signed = await signedIn(t, 'plumber');
  tech = { id: signed.employee.id, headers: signed.headers };
});
afterAll(async () => {
  await t.close();
});

const setStatus = async (visitId: number, status: string, reason?: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/visits/${visitId}/status`,
    headers: tech.headers,
    payload: { status, ...(reason ? { reason } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Visit>();
};

describe('POST /api/visits/{id}/status stamps', () => {
  it('arrivedAt when on site and finishedAt when done; none before', async () => {
    const order = await insertWorkOrder(t.database);
    const visitId = await insertVisit(t.database, order.id, { leadId: tech.id }, { status: 'scheduled' });
    const onTheWay = await setStatus(visitId, 'on-the-way');
    expect(onTheWay).toMatchObject({ arrivedAt: null, finishedAt: null });
    const started = Date.now();
    const onSite = await setStatus(visitId, 'on-site');
    expect(onSite.finishedAt).toBeNull();
    expect(Date.parse(onSite.arrivedAt ?? '')).toBeGreaterThanOrEqual(started - 1000);
    const done = await setStatus(visitId, 'done');
    expect(done.arrivedAt).toBe(onSite.arrivedAt);
    expect(Date.parse(done.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(onSite.arrivedAt ?? ''));
  });

  it('finishedAt when not finished', async () => {
    const order = await insertWorkOrder(t.database);
    const visitId = await insertVisit(t.database, order.id, { leadId: tech.id }, { status: 'on-site' });
    const notFinished = await setStatus(visitId, 'not-finished', 'Wrong part');
    expect(notFinished.finishedAt).not.toBeNull();
    expect(notFinished.arrivedAt).toBeNull();
  });
});
