import { DEFAULT_TIME_ZONE } from '#shared/domain/company-time.ts';
import { appointmentDatesFromVisits } from './appointment-dates-sql.ts';
import type { Tx } from './client.ts';
import {
  companySettings,
  technicianSchedules,
  technicianTimeOff,
  visits,
  visitTechnicians,
} from './schema.ts';
import type { planDemoSchedule } from './seed-schedule.ts';
import { technicianRows } from './seed-visit-plan.ts';

/** The company's zone as migration 0015 (or management) set it. */
export async function companyTimeZone(tx: Tx): Promise<string> {
  const [settings] = await tx.select({ timeZone: companySettings.timeZone }).from(companySettings).limit(1);
  return settings?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * Writes the planned schedule: the technicians' own hours and time off, the visits (in the order
 * they were booked) with their technicians, then every order's appointment days from its visits.
 */
export async function insertDemoSchedule(
  tx: Tx,
  schedule: ReturnType<typeof planDemoSchedule>,
  idByNumber: Map<string, number>,
  timeZone: string,
): Promise<number> {
  if (schedule.schedules.length > 0)
    await tx
      .insert(technicianSchedules)
      .values(schedule.schedules.map((row) => ({ ...row, workDays: [...row.workDays] })));
  if (schedule.timeOff.length > 0) await tx.insert(technicianTimeOff).values(schedule.timeOff);
  const planned = schedule.visits
    .flatMap((visit) => {
      const workOrderId = idByNumber.get(visit.jobNumber);
      return workOrderId === undefined ? [] : [{ visit, workOrderId }];
    })
    .sort((a, b) => a.visit.createdAt.getTime() - b.visit.createdAt.getTime());
  if (planned.length === 0) return 0;
  const inserted = await tx
    .insert(visits)
    .values(
      planned.map(({ visit, workOrderId }) => {
        const { jobNumber: _number, leadId: _lead, helperIds: _helpers, ...fields } = visit;
        return { ...fields, workOrderId, updatedAt: visit.statusChangedAt };
      }),
    )
    .returning({ id: visits.id, workOrderId: visits.workOrderId, startsAt: visits.startsAt });
  const key = (workOrderId: number, startsAt: Date) => `${workOrderId}|${startsAt.getTime()}`;
  const idByKey = new Map(inserted.map((row) => [key(row.workOrderId, row.startsAt), row.id]));
  const technicianValues = planned.flatMap(({ visit, workOrderId }) => {
    const id = idByKey.get(key(workOrderId, visit.startsAt));
    return id === undefined ? [] : technicianRows(visit, id);
  });
  await tx.insert(visitTechnicians).values(technicianValues);
  await tx.execute(appointmentDatesFromVisits(timeZone));
  return inserted.length;
}
