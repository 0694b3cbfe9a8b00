import { and, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import { MAX_VISIT_MINUTES, MAX_VISIT_RANGE_DAYS, type VisitStatus } from '#shared/domain/visit-status.ts';
import { VISIT_RANGE_MESSAGE, type Visit } from '#shared/schemas/visit.ts';
import type { Db } from '../../db/client.ts';
import { visits, visitTechnicians } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { findVisits } from './visit-view.ts';

export type VisitRange = {
  from: Date;
  to: Date;
  technicianId?: number;
  workOrderId?: number;
  status?: VisitStatus;
};

const DAY_MS = 24 * 3600 * 1000;

/**
 * GET /api/visits: the visits that overlap [from, to), ordered by start. A visit lasts at most
 * MAX_VISIT_MINUTES, so one that overlaps the range starts at most that long before `from`: saying
 * so bounds the scan of visits_starts_at_idx to the range and a day before it.
 */
export async function listVisits(db: Db, range: VisitRange): Promise<Visit[]> {
  const span = range.to.getTime() - range.from.getTime();
  if (span <= 0 || span > MAX_VISIT_RANGE_DAYS * DAY_MS) {
    throw new AppError('bad_request', VISIT_RANGE_MESSAGE, [{ field: 'to', message: VISIT_RANGE_MESSAGE }]);
  }
  const earliestStart = new Date(range.from.getTime() - MAX_VISIT_MINUTES * 60_000);
  const conditions: SQL[] = [
    lt(visits.startsAt, range.to),
    gt(visits.endsAt, range.from),
    gt(visits.startsAt, earliestStart),
  ];
  if (range.workOrderId !== undefined) conditions.push(eq(visits.workOrderId, range.workOrderId));
  if (range.status !== undefined) conditions.push(eq(visits.status, range.status));
  if (range.technicianId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${visitTechnicians} where ${visitTechnicians.visitId} = ${visits.id} and ${visitTechnicians.employeeId} = ${range.technicianId})`,
    );
  }
  return findVisits(db, and(...conditions) as SQL);
}
