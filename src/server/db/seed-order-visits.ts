import { addDays, dayBounds } from '#shared/domain/company-time.ts';
import type { VisitStatus } from '#shared/domain/visit-status.ts';
import type { OrderPlan, Staff } from './seed-context.ts';
import type { TechnicianDays } from './seed-technician-days.ts';
import { makeVisit, type VisitPlan } from './seed-visit-plan.ts';
import type { BusyTimes } from './seed-visit-times.ts';
import type { SeededRandom } from './seeded-random.ts';

const MINUTE = 60_000;

type Context = {
  now: Date;
  staff: Staff;
  busy: BusyTimes;
  days: TechnicianDays;
  dayOf: (at: Date) => string;
};

type Wanted = {
  plan: OrderPlan;
  day: string;
  status: VisitStatus;
  notBefore: Date;
  notAfter: Date;
  step: number;
};

/**
 * Places one visit of an order on its day, or the nearest working day of its lead (earlier for
 * the past, later for a return still to come), where the lead has room; none when no day does.
 */
function place(rng: SeededRandom, context: Context, wanted: Wanted): VisitPlan | undefined {
  const { plan, status } = wanted;
  const lead = plan.row.assignedTo;
  if (typeof lead !== 'number') return undefined;
  const hours = context.days.hours(lead);
  const minutes = rng.int(4, 10) * 15;
  for (let shift = 0; shift < 4; shift++) {
    const day = addDays(wanted.day, shift * wanted.step);
    if (!context.days.works(lead, day)) continue;
    const end = dayBounds(day, context.busy.timeZone).end;
    const notAfter = new Date(Math.min(wanted.notAfter.getTime(), end.getTime()));
    const startsAt = context.busy.findSlot(hours, day, minutes, { notBefore: wanted.notBefore, notAfter });
    if (!startsAt) continue;
    const endsAt = new Date(startsAt.getTime() + minutes * MINUTE);
    context.busy.reserve([lead], startsAt, endsAt);
    const scheduledAt = Math.max(
      plan.row.createdAt?.getTime() ?? 0,
      startsAt.getTime() - 3 * 24 * 60 * MINUTE,
    );
    const createdAt = new Date(
      Math.min(scheduledAt + 30 * MINUTE, startsAt.getTime(), context.now.getTime()),
    );
    const fields = { jobNumber: plan.row.workOrderId, startsAt, endsAt, leadId: lead, helperIds: [], status };
    return makeVisit(
      rng,
      { ...fields, createdBy: plan.createdBy, createdAt },
      context.busy.timeZone,
      context.now,
    );
  }
  return undefined;
}

/**
 * The visits the demo's other orders had: a held job's visit the day it was paused (not finished)
 * and, when it has a return date, its return; an order that had an appointment, one visit on that
 * day, done on completed work. Orders without a technician get none.
 */
export function planOrderVisits(rng: SeededRandom, context: Context, plans: OrderPlan[]): VisitPlan[] {
  const plumbers = new Set(context.staff.byType('plumber', false));
  const { now } = context;
  const visits: (VisitPlan | undefined)[] = [];
  for (const plan of plans) {
    const { row } = plan;
    if (typeof row.assignedTo !== 'number' || !plumbers.has(row.assignedTo) || !row.createdAt) continue;
    const notBefore = row.createdAt;
    if (plan.status === 'on-hold' && row.pausedAt) {
      const day = context.dayOf(row.pausedAt);
      visits.push(
        place(rng, context, { plan, day, status: 'not-finished', notBefore, notAfter: now, step: -1 }),
      );
      if (row.returnAppointmentDate) {
        const back = { plan, day: row.returnAppointmentDate, notBefore: now, notAfter: new Date(8.64e15) };
        visits.push(place(rng, context, { ...back, status: 'scheduled', step: 1 }));
      }
    } else if (row.lastAppointmentDate) {
      const completed = plan.status === 'completed';
      const status = completed || rng.chance(0.5) ? 'done' : 'not-finished';
      const notAfter = row.completedAt ?? now;
      const day = row.lastAppointmentDate;
      visits.push(place(rng, context, { plan, day, status, notBefore, notAfter, step: -1 }));
    }
  }
  return visits.filter((visit): visit is VisitPlan => visit !== undefined);
}
