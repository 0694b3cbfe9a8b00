import { addDays, dayOf } from '#shared/domain/company-time.ts';
import type { Clock, OrderPlan, Staff } from './seed-context.ts';
import { planOrderVisits } from './seed-order-visits.ts';
import { planReadyJobs } from './seed-ready-jobs.ts';
import { mondayOf, planTechnicianDays } from './seed-technician-days.ts';
import { planVisitJobs } from './seed-visit-jobs.ts';
import { planLanes } from './seed-visit-lanes.ts';
import type { VisitPlan } from './seed-visit-plan.ts';
import { BusyTimes } from './seed-visit-times.ts';
import type { SeededRandom } from './seeded-random.ts';

/** The board's span: Monday of this week through Wednesday of the next. */
const BOARD_DAYS = 10;

/**
 * The demo's schedule around "now" (docs/decisions/064-visits-as-records.md): the other orders'
 * visits first (held jobs' last visit and return, past appointments), then every active
 * technician's days on the board filled around them with jobs of their own, and the held jobs
 * ready to return with no visit booked. Every visit is placed where its technicians are free.
 */
export function planDemoSchedule(
  rng: SeededRandom,
  context: { clock: Clock; staff: Staff; timeZone: string },
  plans: OrderPlan[],
) {
  const { clock, staff, timeZone } = context;
  const now = clock.at(0);
  const dayIn = (at: Date) => dayOf(at, timeZone);
  const technicians = staff.people.filter((p) => p.isActive && p.employeeType === 'plumber');
  const days = planTechnicianDays(technicians, dayIn(now), timeZone);
  const busy = new BusyTimes(timeZone);
  const used = new Set(plans.map((plan) => plan.row.workOrderId));
  const ready = planReadyJobs(rng, clock, staff, used);
  const orderVisits = planOrderVisits(rng, { now, staff, busy, days, dayOf: dayIn }, [...plans, ...ready]);
  const monday = mondayOf(dayIn(now));
  const boardDays = Array.from({ length: BOARD_DAYS }, (_, i) => addDays(monday, i));
  const ids = technicians.map((person) => person.id);
  const lanes = planLanes(rng, busy, { technicians: ids, days, boardDays, now });
  const jobs = planVisitJobs(rng, { clock, staff, timeZone, used, dayOf: dayIn }, lanes);
  const visits: VisitPlan[] = [...orderVisits, ...jobs.visits];
  return { orders: [...ready, ...jobs.orders], visits, schedules: days.scheduleRows, timeOff: days.timeOff };
}
