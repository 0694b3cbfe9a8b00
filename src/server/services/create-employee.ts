import { eq, sql } from 'drizzle-orm';
import type { EmployeeType } from '#shared/domain/employee-type.ts';
import { MANAGEMENT_ACCOUNT_MESSAGES } from '#shared/domain/role-permissions.ts';
import type { EmployeeWithTemporaryPassword } from '#shared/schemas/employee.ts';
import { MIN_PASSWORD_LENGTH } from '#shared/schemas/password.ts';
import type { Db, Executor } from '../db/client.ts';
import { employees } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { assertMay } from '../permissions/assert-may.ts';
import { aboutEmployee, recordActivity } from './activity-log.ts';
import { isUniqueViolation } from './db-errors.ts';
import { type EmployeeRow, toCurrentEmployee, toEmployee } from './employee-view.ts';
import { generateTemporaryPassword, hashPassword } from './passwords.ts';

const DUPLICATE_EMAIL_MESSAGE = 'An employee with this email already exists';

export function duplicateEmailError(): AppError {
  return new AppError('conflict', DUPLICATE_EMAIL_MESSAGE, [
    { field: 'email', message: DUPLICATE_EMAIL_MESSAGE },
  ]);
}

export type NewEmployee = {
  name: string;
  email: string;
  employeeType: EmployeeType;
  phone?: string | null | undefined;
  title?: string | null | undefined;
  password: string;
  /** A temporary password the employee must replace at first sign-in. */
  mustChangePassword: boolean;
};

export async function createEmployee(db: Executor, input: NewEmployee): Promise<EmployeeRow> {
  const email = input.email.trim();
  const name = input.name.trim();
  if (!name)
    throw new AppError('bad_request', 'Name is required', [{ field: 'name', message: 'Name is required' }]);
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    const message = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
    throw new AppError('bad_request', message, [{ field: 'password', message }]);
  }
  await refuseTakenEmail(db, email);
  try {
    const [row] = await db
      .insert(employees)
      .values({
        name,
        email,
        employeeType: input.employeeType,
        phone: input.phone ?? null,
        title: input.title ?? null,
        passwordHash: await hashPassword(input.password),
        mustChangePassword: input.mustChangePassword,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    // Two requests for the same email at once: the unique index decides.
    if (isUniqueViolation(error)) throw duplicateEmailError();
    throw error;
  }
}

/** Emails are unique in any letter case (employees_email_lower_idx). */
export async function refuseTakenEmail(db: Executor, email: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(sql`lower(${employees.email})`, email.trim().toLowerCase()));
  if (taken && taken.id !== exceptId) throw duplicateEmailError();
}

export type NewEmployeeAccount = Omit<NewEmployee, 'password' | 'mustChangePassword'>;

/** Admin panel: a new account with a temporary password, shown once, to be changed at sign-in. */
export async function createEmployeeAccount(
  db: Db,
  actor: EmployeeRow,
  input: NewEmployeeAccount,
): Promise<EmployeeWithTemporaryPassword> {
  if (input.employeeType === 'management') {
    assertMay(actor, 'employees:administer-management', MANAGEMENT_ACCOUNT_MESSAGES.create);
  }
  const temporaryPassword = generateTemporaryPassword();
  return db.transaction(async (tx) => {
    const row = await createEmployee(tx, { ...input, password: temporaryPassword, mustChangePassword: true });
    await recordActivity(tx, {
      ...aboutEmployee(row),
      action: 'created',
      newValue: toEmployee(row),
      actorId: actor.id,
    });
    return { employee: toCurrentEmployee(row), temporaryPassword };
  });
}
