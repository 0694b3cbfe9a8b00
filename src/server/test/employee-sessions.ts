import type { EmployeeType } from '../../shared/domain/employee-type.ts';
import { sessions } from '../db/schema.ts';
import { SESSION_TTL_MS } from '../services/auth.ts';
import { generateSessionToken, hashSessionToken } from '../services/session-tokens.ts';
import { insertEmployee, type TestApp } from './test-app.ts';

/**
 * A session written straight to the database, like the one sign-in creates. These tests sign in
 * dozens of employees; going through /api/auth/login would trip its per-address limit (20/minute).
 */
export async function openSession(t: TestApp, employeeId: number) {
  const token = generateSessionToken();
  await t.database.db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    employeeId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return { token, headers: { 'x-auth-token': token } };
}

export async function withSession(t: TestApp, employeeType: EmployeeType, fields: { name?: string } = {}) {
  const employee = await insertEmployee(t.database, { employeeType, ...fields });
  return { employee, ...(await openSession(t, employee.id)) };
}
