import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { employees, workOrders } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { assertMay } from '../permissions/assert-may.ts';
import type { EmployeeRow } from './employee-view.ts';
import { isLive } from './live-work-orders.ts';

type Columns = Partial<typeof workOrders.$inferInsert>;

/** API field names that differ from the drizzle columns. */
const RENAMED: Record<string, keyof Columns> = {
  partETA1: 'partEta1',
  partETA2: 'partEta2',
  partETA3: 'partEta3',
};
const INSTANTS = new Set(['dueDate', 'lastViewed']);
const AMOUNTS = new Set(['preAuthAmount', 'opcAmount']);
/** Input fields that are not columns of work_orders. */
const NOT_COLUMNS = new Set(['assignedEmployees', 'assignedTech']);

/** Parsed input (API names, API types) -> column values. Undefined fields are left out. */
export function toColumns(input: Record<string, unknown>): Columns {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined || NOT_COLUMNS.has(field)) continue;
    const column = RENAMED[field] ?? field;
    if (value === null) columns[column] = null;
    else if (INSTANTS.has(field)) columns[column] = new Date(value as string);
    else if (AMOUNTS.has(field)) columns[column] = (value as number).toFixed(2);
    else columns[column] = value;
  }
  return columns as Columns;
}

/** Every id must be an active employee (and a plumber where the form offers only technicians). */
export async function requireActiveEmployees(
  executor: Executor,
  ids: number[],
  options: { field: string; plumbersOnly?: boolean },
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await executor
    .select({ id: employees.id, type: employees.employeeType })
    .from(employees)
    .where(and(inArray(employees.id, unique), eq(employees.isActive, true)));
  const known = new Map(found.map((row) => [row.id, row.type]));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length > 0) {
    const message = `Unknown or inactive employee: ${missing.join(', ')}`;
    throw new AppError('bad_request', message, [{ field: options.field, message }]);
  }
  if (options.plumbersOnly && unique.some((id) => known.get(id) !== 'plumber')) {
    const message = 'Assign Tech must be a technician (plumber)';
    throw new AppError('bad_request', message, [{ field: options.field, message }]);
  }
}

/**
 * Job numbers are unique among open work; completed jobs may repeat one, and a deleted job
 * holds none (ADR 029).
 */
export async function requireFreeJobNumber(
  executor: Executor,
  jobNumber: string,
  exceptId?: number,
): Promise<void> {
  const conditions = [
    sql`lower(${workOrders.workOrderId}) = lower(${jobNumber})`,
    ne(workOrders.status, 'completed'),
    isLive,
  ];
  if (exceptId !== undefined) conditions.push(ne(workOrders.id, exceptId));
  const [taken] = await executor
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(and(...conditions))
    .limit(1);
  if (taken) throw jobNumberTakenError(jobNumber);
}

/** The 409 for a job # an open work order already has, whether a check or the unique index found it. */
export function jobNumberTakenError(
  jobNumber: string,
  field: 'workOrderId' | 'jobNumber' = 'workOrderId',
): AppError {
  const message = `Job # ${jobNumber} is already used by an open work order`;
  return new AppError('conflict', message, [{ field, message }]);
}

/** Completing and reopening are for office, admin and management (the role table in docs/product.md). */
export function requireMayCompleteOrReopen(actor: Pick<EmployeeRow, 'employeeType'>): void {
  assertMay(
    actor,
    'work-orders:complete',
    'Only office, admin and management can complete or reopen work orders.',
  );
}

/** pausedAt and completedAt follow the status: set on entering, cleared on leaving. */
export function statusTimestamps(oldStatus: string | null, newStatus: string, now: Date): Columns {
  const columns: Columns = {};
  if (newStatus === 'on-hold' && oldStatus !== 'on-hold') columns.pausedAt = now;
  if (newStatus !== 'on-hold' && oldStatus === 'on-hold') columns.pausedAt = null;
  if (newStatus === 'completed' && oldStatus !== 'completed') columns.completedAt = now;
  if (newStatus !== 'completed' && oldStatus === 'completed') columns.completedAt = null;
  return columns;
}
