import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '#tooling/test-server/test-app.ts';
import { createEmployee } from './create-employee.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('createEmployee (behind npm run create-admin)', () => {
  it('creates a management account that can sign in', async () => {
    const employee = await createEmployee(t.database.db, {
      name: '  Jane Smith ',
      email: 'jane.smith@company.test',
      employeeType: 'management',
      password: 'first-admin-password',
      mustChangePassword: true,
    });
    expect(employee).toMatchObject({
      name: 'Jane Smith',
      employeeType: 'management',
      mustChangePassword: true,
    });
    const session = await loginAs(t.app, 'JANE.SMITH@company.test', { password: 'first-admin-password' });
    expect(session.employee).toMatchObject({ id: employee.id, mustChangePassword: true });
  });

  it('refuses a second account with the same email in any letter case', async () => {
    await expect(
      createEmployee(t.database.db, {
        name: 'Jane Again',
        email: 'Jane.Smith@Company.test',
        employeeType: 'management',
        password: 'another-long-password',
        mustChangePassword: false,
      }),
    ).rejects.toMatchObject({ code: 'conflict' });
  });

  it('refuses a password shorter than 10 characters', async () => {
    await expect(
      createEmployee(t.database.db, {
        name: 'Short Password',
        email: 'short@company.test',
        employeeType: 'management',
        password: 'short',
        mustChangePassword: false,
      }),
    ).rejects.toMatchObject({ code: 'bad_request', message: 'Password must be at least 10 characters' });
  });
});
