import { and, count, eq, ne, sql } from 'drizzle-orm';
import { LAST_MANAGEMENT_MESSAGE } from '#shared/domain/role-permissions.ts';
import type { Executor } from '../db/client.ts';
import { employees } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import type { EmployeeRow } from './employee-view.ts';

/**
 * Every change that could take Management away from an account takes this transaction lock
 * first, so two managers demoting each other at once are decided one after the other. Taken
 * before any row lock, it cannot deadlock with them.
 */
const MANAGEMENT_ROSTER_LOCK = 481_516_2343;

export async function lockManagementRoster(executor: Executor): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(${MANAGEMENT_ROSTER_LOCK})`);
}

/**
 * 409 when `target` is the last active Management account and the change would leave none: someone
 * must always be able to open the Employees page. Call inside the transaction, after
 * lockManagementRoster.
 */
export async function keepOneActiveManager(
  executor: Executor,
  target: EmployeeRow,
  after: { employeeType: string; isActive: boolean },
): Promise<void> {
  const losesManagement =
    target.employeeType === 'management' &&
    target.isActive &&
    (after.employeeType !== 'management' || !after.isActive);
  if (!losesManagement) return;
  const [others] = await executor
    .select({ n: count() })
    .from(employees)
    .where(
      and(
        eq(employees.employeeType, 'management'),
        eq(employees.isActive, true),
        ne(employees.id, target.id),
      ),
    );
  if ((others?.n ?? 0) === 0) throw new AppError('conflict', LAST_MANAGEMENT_MESSAGE);
}
