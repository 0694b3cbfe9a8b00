import { eq, sql } from 'drizzle-orm';
import type { EmployeeType } from '../../shared/domain/employee-type.ts';
import type { Db } from '../db/client.ts';
import { employees } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { EmployeeRow } from './employee-view.ts';
import { hashPassword } from './passwords.ts';

export const MIN_PASSWORD_LENGTH = 10;

export type NewEmployee = {
  name: string;
  email: string;
  employeeType: EmployeeType;
  password: string;
  /** A temporary password the employee must replace at first sign-in. */
  mustChangePassword: boolean;
};

export async function createEmployee(db: Db, input: NewEmployee): Promise<EmployeeRow> {
  const email = input.email.trim();
  const name = input.name.trim();
  if (!name)
    throw new AppError('bad_request', 'Name is required', [{ field: 'name', message: 'Name is required' }]);
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    const message = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
    throw new AppError('bad_request', message, [{ field: 'password', message }]);
  }
  const [taken] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(sql`lower(${employees.email})`, email.toLowerCase()));
  if (taken) throw new AppError('conflict', 'An employee with this email already exists');
  const [row] = await db
    .insert(employees)
    .values({
      name,
      email,
      employeeType: input.employeeType,
      passwordHash: await hashPassword(input.password),
      mustChangePassword: input.mustChangePassword,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
