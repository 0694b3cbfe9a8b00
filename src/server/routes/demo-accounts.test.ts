import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_TYPES } from '#shared/domain/employee-type.ts';
import type { DemoAccount } from '#shared/schemas/auth.ts';
import { createTestApp, loginAs, type TestApp } from '#tooling/test-server/test-app.ts';
import { seedDemoData } from '../db/seed.ts';
import { hashPassword } from '../services/passwords.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoSeed: true });
  await seedDemoData(t.database.db, { hashPassword });
});
afterAll(async () => {
  await t.close();
});

describe('demo accounts with demo data on', () => {
  it('lists at least one account per employee type, and each signs in with the listed password', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });
    expect(response.statusCode).toBe(200);
    const accounts: DemoAccount[] = response.json();
    expect(new Set(accounts.map((a) => a.employeeType))).toEqual(new Set(EMPLOYEE_TYPES));
    for (const account of accounts) {
      const session = await loginAs(t.app, account.email, { password: account.password });
      expect(session.employee).toMatchObject({ name: account.name, employeeType: account.employeeType });
    }
  });
});
