import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/demo-accounts.ts';
import { hashPassword } from '#server/services/passwords.ts';
import { createTestApp, loginAs, type TestApp } from '#tooling/test-server/test-app.ts';
import { BUSY_MIN_COMMENTS } from './scale-comments.ts';
import { seedScaleData } from './seed-scale-data.ts';

const PLAN = { workOrders: 400, comments: 3000, employees: 20, now: new Date() };

let testApp: TestApp;
let token: string;

async function get(url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
}

async function firstId(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ id: number }>(testApp.database.db, query);
  if (!row) throw new Error('no matching row in the scale data');
  return row.id;
}

beforeAll(async () => {
  testApp = await createTestApp();
  await seedScaleData(testApp.database, { ...PLAN, replace: false, hashPassword });
  token = (await loginAs(testApp.app, 'margaret.doyle@demo.plumbing', { password: DEMO_PASSWORD })).token;
});
afterAll(() => testApp.close());

describe('the app on scale data', () => {
  it('signs in every demo account with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const login = await loginAs(testApp.app, account.email, { password: DEMO_PASSWORD });
      expect(login.employee).toMatchObject({ email: account.email, employeeType: account.employeeType });
    }
  });

  it('answers a first page of 50 work orders with the total count', async () => {
    const response = await get('/api/work-orders?limit=50');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(50);
    expect(response.headers['x-total-count']).toBe('400');
    const paused = await get('/api/work-orders/on-hold?limit=50');
    expect(paused.statusCode).toBe(200);
    const [onHold] = await queryRows<{ n: number }>(
      testApp.database.db,
      sql`select count(*) as n from work_orders where status = 'on-hold'`,
    );
    expect(paused.headers['x-total-count']).toBe(String(onHold?.n));
  });

  it('loads an order with 50 or more comments', async () => {
    const id = await firstId(sql`select work_order_id as id from comments group by work_order_id
      having count(*) >= ${BUSY_MIN_COMMENTS} order by work_order_id limit 1`);
    const response = await get(`/api/work-orders/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().comments.length).toBeGreaterThanOrEqual(BUSY_MIN_COMMENTS);
  });

  it('serves seeded paused jobs, attachments, notifications and the dashboard', async () => {
    const paused = await firstId(
      sql`select id from work_orders where status = 'on-hold' and part_title_1 is not null limit 1`,
    );
    const withFiles = await firstId(sql`select work_order_id as id from attachments limit 1`);
    for (const url of [
      `/api/work-orders/${paused}`,
      `/api/work-orders/${withFiles}/attachments`,
      '/api/notifications?limit=20',
      '/api/dashboard/stats',
      '/api/dashboard/employee-stats?period=all',
      '/api/work-orders?limit=20&search=water%20heater',
    ]) {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    }
    expect((await get(`/api/work-orders/${withFiles}/attachments`)).json().length).toBeGreaterThan(0);
    expect((await get('/api/notifications?limit=20')).json().length).toBeGreaterThan(0);
  });
});
