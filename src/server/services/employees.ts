import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  EMPLOYEE_TYPES,
  type EmployeeType,
  employeeTypeLabel,
  normalizeEmployeeType,
} from '#shared/domain/employee-type.ts';
import { SELF_RULE_MESSAGES } from '#shared/domain/role-permissions.ts';
import type { CurrentEmployee, Employee, EmployeeListQuery } from '#shared/schemas/employee.ts';
import type { Db, Executor } from '../db/client.ts';
import { employees } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { aboutEmployee, recordActivity } from './activity-log.ts';
import { revokeEmployeeSessions } from './auth.ts';
import { type EmployeeRow, toCurrentEmployee, toEmployee } from './employee-view.ts';
import { keepOneActiveManager, lockManagementRoster } from './management-accounts.ts';

export const EMPLOYEE_NOT_FOUND_MESSAGE = 'Employee not found';
const CANNOT_DEACTIVATE_SELF_MESSAGE = SELF_RULE_MESSAGES.ownActiveState;

/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** 'tech' finds plumbers (shown as Tech), 'off' finds office staff, 'technician' plumbers. */
function typesMatching(search: string): EmployeeType[] {
  const needle = search.toLowerCase();
  const alias = normalizeEmployeeType(search);
  return EMPLOYEE_TYPES.filter(
    (type) =>
      type === alias || type.includes(needle) || employeeTypeLabel(type).toLowerCase().includes(needle),
  );
}

/** Employees page search: name, email, phone (also by digits alone) and type. */
function searchCondition(search: string): SQL | undefined {
  const pattern = `%${escapeLike(search)}%`;
  const digits = search.replace(/\D/g, '');
  const types = typesMatching(search);
  return or(
    ilike(employees.name, pattern),
    ilike(employees.email, pattern),
    ilike(employees.phone, pattern),
    digits.length >= 3 && /^[\d\s()+.-]+$/.test(search)
      ? sql`regexp_replace(coalesce(${employees.phone}, ''), '\\D', '', 'g') like ${`%${digits}%`}`
      : undefined,
    types.length > 0 ? inArray(employees.employeeType, types) : undefined,
  );
}

export async function listEmployees(
  db: Db,
  query: EmployeeListQuery,
): Promise<{ rows: Employee[]; total: number }> {
  const where = and(
    query.search ? searchCondition(query.search) : undefined,
    query.type ? eq(employees.employeeType, query.type) : undefined,
    query.active === undefined ? undefined : eq(employees.isActive, query.active),
  );
  const page = db
    .select()
    .from(employees)
    .where(where)
    .orderBy(asc(sql`lower(${employees.name})`), asc(employees.id))
    .offset(query.offset);
  const [rows, totals] = await Promise.all([
    query.limit === undefined ? page : page.limit(query.limit),
    db.select({ total: count() }).from(employees).where(where),
  ]);
  return { rows: rows.map(toEmployee), total: totals[0]?.total ?? 0 };
}

/** The row, locked until the transaction ends, so two edits of one employee never interleave. */
export async function lockEmployee(executor: Executor, id: number): Promise<EmployeeRow> {
  const [row] = await executor.select().from(employees).where(eq(employees.id, id)).for('update');
  if (!row) throw new AppError('not_found', EMPLOYEE_NOT_FOUND_MESSAGE);
  return row;
}

/** Management's active/inactive toggle; deactivation signs the employee out everywhere. */
export async function setEmployeeStatus(
  db: Db,
  actor: EmployeeRow,
  input: { id: number; isActive: boolean },
): Promise<CurrentEmployee> {
  return db.transaction(async (tx) => {
    if (!input.isActive) await lockManagementRoster(tx);
    const current = await lockEmployee(tx, input.id);
    if (current.isActive === input.isActive) return toCurrentEmployee(current);
    await keepOneActiveManager(tx, current, { employeeType: current.employeeType, isActive: input.isActive });
    if (input.id === actor.id) {
      throw new AppError('bad_request', CANNOT_DEACTIVATE_SELF_MESSAGE, [
        { field: 'isActive', message: CANNOT_DEACTIVATE_SELF_MESSAGE },
      ]);
    }
    const [row] = await tx
      .update(employees)
      .set({ isActive: input.isActive, updatedAt: new Date() })
      .where(eq(employees.id, input.id))
      .returning();
    if (!row) throw new AppError('not_found', EMPLOYEE_NOT_FOUND_MESSAGE);
    if (!input.isActive) await revokeEmployeeSessions(tx, input.id);
    await recordActivity(tx, {
      ...aboutEmployee(row),
      action: input.isActive ? 'activated' : 'deactivated',
      field: 'isActive',
      oldValue: current.isActive,
      newValue: row.isActive,
      actorId: actor.id,
    });
    return toCurrentEmployee(row);
  });
}
