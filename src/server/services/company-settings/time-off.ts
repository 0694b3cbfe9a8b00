import { and, asc, eq, gt, lt, type SQL } from 'drizzle-orm';
import { MAX_VISIT_RANGE_DAYS } from '#shared/domain/visit-status.ts';
import type { TimeOff } from '#shared/schemas/company-settings.ts';
import type { Executor } from '../../db/client.ts';
import { employees, technicianTimeOff } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** One entry covers at most a month; a longer absence is entered month by month. */
const MAX_TIME_OFF_DAYS = 31;

type TimeOffRow = typeof technicianTimeOff.$inferSelect;

function toTimeOff(row: TimeOffRow): TimeOff {
  return {
    id: row.id,
    employeeId: row.employeeId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reason: row.reason,
  };
}

function badRange(field: string, message: string): AppError {
  return new AppError('bad_request', message, [{ field, message }]);
}

/** Time off that overlaps [from, to), at most MAX_VISIT_RANGE_DAYS days, by start. */
export async function listTimeOff(
  db: Executor,
  query: { from: Date; to: Date; employeeId?: number | undefined },
): Promise<{ timeOff: TimeOff[] }> {
  const span = query.to.getTime() - query.from.getTime();
  if (span <= 0 || span > MAX_VISIT_RANGE_DAYS * DAY_MS) {
    throw badRange('to', `The range must end after it starts and span at most ${MAX_VISIT_RANGE_DAYS} days.`);
  }
  const conditions: SQL[] = [
    lt(technicianTimeOff.startsAt, query.to),
    gt(technicianTimeOff.endsAt, query.from),
  ];
  if (query.employeeId !== undefined) conditions.push(eq(technicianTimeOff.employeeId, query.employeeId));
  const rows = await db
    .select()
    .from(technicianTimeOff)
    .where(and(...conditions))
    .orderBy(asc(technicianTimeOff.startsAt), asc(technicianTimeOff.id));
  return { timeOff: rows.map(toTimeOff) };
}

export async function createTimeOff(
  db: Executor,
  actor: { id: number },
  input: { employeeId: number; startsAt: Date; endsAt: Date; reason?: string | null | undefined },
): Promise<TimeOff> {
  const span = input.endsAt.getTime() - input.startsAt.getTime();
  if (span <= 0) throw badRange('endsAt', 'endsAt must be after startsAt');
  if (span > MAX_TIME_OFF_DAYS * DAY_MS) {
    throw badRange(
      'endsAt',
      `Time off spans at most ${MAX_TIME_OFF_DAYS} days; enter a longer absence in parts.`,
    );
  }
  const [employee] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.id, input.employeeId));
  if (!employee) throw badRange('employeeId', 'No employee has this id');
  const [row] = await db
    .insert(technicianTimeOff)
    .values({
      employeeId: input.employeeId,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      reason: input.reason?.trim() || null,
      createdBy: actor.id,
    })
    .returning();
  if (!row) throw new Error('time off insert returned no row');
  return toTimeOff(row);
}

export async function deleteTimeOff(db: Executor, id: number): Promise<void> {
  const removed = await db
    .delete(technicianTimeOff)
    .where(eq(technicianTimeOff.id, id))
    .returning({ id: technicianTimeOff.id });
  if (removed.length === 0) throw new AppError('not_found', 'Time off not found');
}
