import { and, eq, gt, sql } from 'drizzle-orm';
import { MANAGEMENT_ACCOUNT_MESSAGES } from '#shared/domain/role-permissions.ts';
import type { EmployeeWithTemporaryPassword } from '#shared/schemas/employee.ts';
import { PASSWORD_MESSAGES } from '#shared/schemas/password.ts';
import type { Db } from '../db/client.ts';
import { employees, loginAttempts } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { RetryLaterError, secondsLeftOf } from '../errors/retry-later-error.ts';
import { assertMay } from '../permissions/assert-may.ts';
import { aboutEmployee, recordActivity } from './activity-log.ts';
import { revokeEmployeeSessions } from './auth.ts';
import { type EmployeeRow, toCurrentEmployee } from './employee-view.ts';
import { EMPLOYEE_NOT_FOUND_MESSAGE, lockEmployee } from './employees.ts';
import { generateTemporaryPassword, hashPassword, verifyPassword } from './passwords.ts';
import { forgetSignInAttempts } from './sign-in-throttle.ts';

/** Wrong current passwords allowed per employee within the window; then refused for the window. */
export const MAX_WRONG_CURRENT_PASSWORDS = 5;
const WINDOW_MS = 15 * 60 * 1000;
const TOO_MANY_WRONG_PASSWORDS_MESSAGE = 'Too many wrong passwords. Please wait 15 minutes and try again.';
const RESET_OWN_PASSWORD_MESSAGE = 'Use Change Password in Settings to change your own password';

/**
 * Failures are counted in login_attempts, shared by every server process, under a key that can never
 * be an email (no '@'), so a stolen session cannot be used to guess the password it would need.
 */
const attemptKey = (employeeId: number) => `change-password:${employeeId}`;

async function refuseWhenLocked(db: Db, key: string): Promise<void> {
  const [locked] = await db
    .select({ windowStartedAt: loginAttempts.windowStartedAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.accountKey, key),
        gt(loginAttempts.windowStartedAt, new Date(Date.now() - WINDOW_MS)),
        sql`${loginAttempts.failures} >= ${MAX_WRONG_CURRENT_PASSWORDS}`,
      ),
    );
  if (locked) {
    throw new RetryLaterError(
      TOO_MANY_WRONG_PASSWORDS_MESSAGE,
      secondsLeftOf(locked.windowStartedAt, WINDOW_MS),
    );
  }
}

async function recordFailure(db: Db, key: string): Promise<void> {
  const expired = sql`${loginAttempts.windowStartedAt} <= ${new Date(Date.now() - WINDOW_MS)}`;
  await db
    .insert(loginAttempts)
    .values({ accountKey: key, failures: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.accountKey,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginAttempts.windowStartedAt} end`,
      },
    });
}

/** Settings > Security: the session in use stays signed in, every other one is signed out. */
export async function changePassword(
  db: Db,
  input: { employee: EmployeeRow; sessionTokenHash: string; currentPassword: string; newPassword: string },
): Promise<void> {
  const { employee } = input;
  const key = attemptKey(employee.id);
  await refuseWhenLocked(db, key);
  if (!(await verifyPassword(employee.passwordHash, input.currentPassword))) {
    await recordFailure(db, key);
    const message = PASSWORD_MESSAGES.currentIncorrect;
    throw new AppError('bad_request', message, [{ field: 'currentPassword', message }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(employees)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(employees.id, employee.id));
    await revokeEmployeeSessions(tx, employee.id, { exceptTokenHash: input.sessionTokenHash });
    await tx.delete(loginAttempts).where(eq(loginAttempts.accountKey, key));
    await recordActivity(tx, {
      ...aboutEmployee(employee),
      action: 'password_changed',
      actorId: employee.id,
    });
  });
}

/** Admin panel: a temporary password, shown once; the employee is signed out everywhere. */
export async function resetPassword(
  db: Db,
  actor: EmployeeRow,
  employeeId: number,
): Promise<EmployeeWithTemporaryPassword> {
  if (employeeId === actor.id) throw new AppError('bad_request', RESET_OWN_PASSWORD_MESSAGE);
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  return db.transaction(async (tx) => {
    const target = await lockEmployee(tx, employeeId);
    // A reset hands the account to whoever reads the temporary password: only management may take
    // a Management account that far.
    if (target.employeeType === 'management') {
      assertMay(actor, 'employees:administer-management', MANAGEMENT_ACCOUNT_MESSAGES.resetPassword);
    }
    const [row] = await tx
      .update(employees)
      .set({ passwordHash, mustChangePassword: true, updatedAt: new Date() })
      .where(eq(employees.id, employeeId))
      .returning();
    if (!row) throw new AppError('not_found', EMPLOYEE_NOT_FOUND_MESSAGE);
    await revokeEmployeeSessions(tx, row.id);
    // A locked-out employee can sign in with the new password straight away.
    await tx.delete(loginAttempts).where(eq(loginAttempts.accountKey, attemptKey(row.id)));
    await forgetSignInAttempts(tx, row.email.toLowerCase());
    await recordActivity(tx, {
      ...aboutEmployee(row),
      action: 'password_reset',
      actorId: actor.id,
    });
    return { employee: toCurrentEmployee(row), temporaryPassword };
  });
}
