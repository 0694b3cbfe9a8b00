import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, dayBounds, dayOf } from '#shared/domain/company-time.ts';
import {
  type ConflictContext,
  DEFAULT_TECHNICIAN_HOURS,
  type PlacedVisit,
  type TechnicianHours,
  type VisitPlacement,
} from '#shared/domain/visit-conflicts.ts';
import type { Executor, Tx } from '../../db/client.ts';
import {
  companySettings,
  technicianSchedules,
  technicianTimeOff,
  visits,
  visitTechnicians,
} from '../../db/schema.ts';

/** The company's time zone (company_settings), or the default before the row exists. */
export async function companyTimeZone(executor: Executor): Promise<string> {
  const [row] = await executor.select({ timeZone: companySettings.timeZone }).from(companySettings).limit(1);
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The technicians' time-holding visits that touch the placement's local day or the placement itself. */
async function othersOf(tx: Tx, placement: VisitPlacement, from: Date, to: Date): Promise<PlacedVisit[]> {
  const rows = await tx
    .select({
      id: visits.id,
      startsAt: visits.startsAt,
      endsAt: visits.endsAt,
      employeeId: visitTechnicians.employeeId,
    })
    .from(visitTechnicians)
    .innerJoin(visits, eq(visits.id, visitTechnicians.visitId))
    .where(
      and(
        inArray(visitTechnicians.employeeId, [...placement.technicianIds]),
        eq(visitTechnicians.holdsTime, true),
        lt(visits.startsAt, to),
        gt(visits.endsAt, from),
        placement.visitId === undefined ? undefined : ne(visits.id, placement.visitId),
      ),
    );
  const byVisit = new Map<number, PlacedVisit & { technicianIds: number[] }>();
  for (const row of rows) {
    const visit = byVisit.get(row.id) ?? { ...row, technicianIds: [] };
    visit.technicianIds.push(row.employeeId);
    byVisit.set(row.id, visit);
  }
  return [...byVisit.values()];
}

async function hoursOf(tx: Tx, ids: readonly number[]): Promise<Map<number, TechnicianHours>> {
  const rows = await tx
    .select()
    .from(technicianSchedules)
    .where(inArray(technicianSchedules.employeeId, [...ids]));
  return new Map(
    ids.map((employeeId) => {
      const row = rows.find((one) => one.employeeId === employeeId);
      const hours = row
        ? {
            workDays: row.workDays,
            workStart: row.workStart,
            workEnd: row.workEnd,
            maxVisitsPerDay: row.maxVisitsPerDay,
            maxHoursPerDay: Number(row.maxHoursPerDay),
          }
        : DEFAULT_TECHNICIAN_HOURS;
      return [employeeId, { employeeId, ...hours }];
    }),
  );
}

/**
 * What findVisitConflicts needs to judge a placement, read in the caller's transaction (after the
 * technicians' locks): their other visits of that local day, their hours (defaults without a
 * schedule), their time off during the visit and the company's zone.
 */
export async function loadConflictContext(
  tx: Tx,
  placement: VisitPlacement,
  nameOf: (employeeId: number) => string,
): Promise<ConflictContext> {
  const timeZone = await companyTimeZone(tx);
  const ids = placement.technicianIds;
  if (ids.length === 0) return { timeZone, others: [], hours: new Map(), timeOff: [], nameOf };
  const day = dayBounds(dayOf(placement.startsAt, timeZone), timeZone);
  const from = new Date(Math.min(day.start.getTime(), placement.startsAt.getTime()));
  const to = new Date(Math.max(day.end.getTime(), placement.endsAt.getTime()));
  // One after the other: a transaction holds one connection, which runs one statement at a time.
  const others = await othersOf(tx, placement, from, to);
  const hours = await hoursOf(tx, ids);
  const timeOff = await tx
    .select({
      employeeId: technicianTimeOff.employeeId,
      startsAt: technicianTimeOff.startsAt,
      endsAt: technicianTimeOff.endsAt,
      reason: technicianTimeOff.reason,
    })
    .from(technicianTimeOff)
    .where(
      and(
        inArray(technicianTimeOff.employeeId, [...ids]),
        lt(technicianTimeOff.startsAt, placement.endsAt),
        gt(technicianTimeOff.endsAt, placement.startsAt),
      ),
    );
  return { timeZone, others, hours, timeOff, nameOf };
}
