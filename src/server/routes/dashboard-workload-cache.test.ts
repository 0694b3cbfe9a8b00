import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ workloadCacheMs: 60_000 });
});
afterAll(() => t.close());

it('shares Staff Workload figures between requests while WORKLOAD_CACHE_MS lasts, per period', async () => {
  const manager = await signedIn(t, 'management');
  const headers = { 'x-auth-token': manager.token };
  const workloadOf = async (period: string) => {
    const response = await t.app.inject({ url: `/api/dashboard/employee-stats?period=${period}`, headers });
    expect(response.statusCode).toBe(200);
    const row = response.json().find((s: { id: number }) => s.id === manager.employee.id);
    return row.workload.open as number;
  };
  expect(await workloadOf('week')).toBe(0);
  await insertWorkOrder(t.database, { status: 'open', assignedTo: manager.employee.id });
  // The week's figures were computed before the new order and are still shared...
  expect(await workloadOf('week')).toBe(0);
  // ...while another period is computed now and sees it.
  expect(await workloadOf('month')).toBe(1);
});
