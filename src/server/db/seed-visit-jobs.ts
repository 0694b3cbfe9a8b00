import type { WorkOrderStatus } from '#shared/domain/work-order-status.ts';
import type { WorkOrderType } from '#shared/domain/work-order-type.ts';
import { type Clock, DAY, HOUR, type OrderPlan, type Staff } from './seed-context.ts';
import * as data from './seed-data.ts';
import type { LaneVisit } from './seed-visit-lanes.ts';
import { makeVisit, type VisitPlan } from './seed-visit-plan.ts';
import { customer } from './seed-work-orders.ts';
import type { SeededRandom } from './seeded-random.ts';

const MINUTE = 60_000;
const JOB_TYPES: readonly WorkOrderType[] = [
  'task',
  'task',
  'task',
  'task',
  'task',
  'task',
  'follow-up',
  'estimate-question',
];

/** A job # of the demo's range (41000-49899) no other order has. */
export function unusedJobNumber(rng: SeededRandom, used: Set<string>): string {
  let candidate = String(rng.int(41000, 49899));
  while (used.has(candidate)) candidate = String(rng.int(41000, 49899));
  used.add(candidate);
  return candidate;
}

/**
 * The board's visits grouped into jobs: a visit left not finished often gets the same
 * technician's next visit on a later day as its return; every other visit is a job of its own.
 */
function groupIntoJobs(rng: SeededRandom, visits: LaneVisit[], dayOf: (at: Date) => string): LaneVisit[][] {
  const jobs: LaneVisit[][] = [];
  const awaitingReturn = new Map<number, LaneVisit[]>();
  for (const visit of [...visits].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    const open = awaitingReturn.get(visit.leadId);
    const last = open?.[open.length - 1];
    let job: LaneVisit[];
    if (open && last && dayOf(last.startsAt) < dayOf(visit.startsAt) && rng.chance(0.7)) {
      open.push(visit);
      awaitingReturn.delete(visit.leadId);
      job = open;
    } else {
      job = [visit];
      jobs.push(job);
    }
    if (visit.status === 'not-finished') awaitingReturn.set(visit.leadId, job);
  }
  return jobs;
}

/** A work order's status from its visits: nothing begun is open, the last one done is completed. */
function statusOf(visits: LaneVisit[]): WorkOrderStatus {
  const held = visits.filter((visit) => visit.status !== 'cancelled');
  if (held.length === 0 || held.every((visit) => visit.status === 'scheduled')) return 'open';
  const last = held[held.length - 1];
  return last?.status === 'done' ? 'completed' : 'in-progress';
}

/** The board's visits as jobs: a work order per job, written as the office would have taken it. */
export function planVisitJobs(
  rng: SeededRandom,
  context: { clock: Clock; staff: Staff; timeZone: string; used: Set<string>; dayOf: (at: Date) => string },
  visits: LaneVisit[],
): { orders: OrderPlan[]; visits: VisitPlan[] } {
  const { clock, staff, timeZone, used } = context;
  const now = clock.at(0);
  const offsetOf = (at: Date) => Math.floor((at.getTime() - now.getTime()) / MINUTE);
  const creators = staff.ids((p) => p.isActive && p.employeeType !== 'plumber');
  const office = staff.byType('office');
  const orders: OrderPlan[] = [];
  const planned: VisitPlan[] = [];
  for (const job of groupIntoJobs(rng, visits, context.dayOf)) {
    const first = job[0] as LaneVisit;
    const last = job[job.length - 1] as LaneVisit;
    const status = statusOf(job);
    const createdOffset = Math.min(
      offsetOf(first.startsAt) - rng.int(HOUR, 6 * DAY),
      -rng.int(30, 10 * HOUR),
    );
    const createdBy = rng.pick(creators);
    const number = unusedJobNumber(rng, used);
    const type = rng.pick(JOB_TYPES);
    const idea = rng.pick(data.TASK_IDEAS[type]);
    const lastName = rng.pick(data.LAST_NAMES);
    const endOffset = status === 'completed' ? Math.min(offsetOf(last.endsAt) + rng.int(5, 40), 0) : 0;
    const officeId = rng.chance(0.6) ? rng.pick(office) : null;
    let scheduledAt = createdOffset + rng.int(5, 90);
    for (const visit of job) {
      const createdAt = clock.at(Math.min(scheduledAt, offsetOf(visit.startsAt), 0));
      planned.push(makeVisit(rng, { ...visit, jobNumber: number, createdBy, createdAt }, timeZone, now));
      scheduledAt = Math.max(scheduledAt, offsetOf(visit.endsAt) + rng.int(5, 120));
    }
    const helpers = job.flatMap((visit) => visit.helperIds);
    orders.push({
      status,
      createdBy,
      createdOffset,
      endOffset,
      assignees: [...new Set([first.leadId, ...helpers, ...(officeId === null ? [] : [officeId])])].slice(
        0,
        3,
      ),
      row: {
        workOrderId: number,
        title: rng.chance(0.4) ? `${idea.title} - ${lastName}` : idea.title,
        description: idea.description,
        ...customer(rng, lastName),
        status,
        priority: rng.chance(0.1) ? 'urgent' : 'normal',
        type,
        dueDate: status !== 'completed' && rng.chance(0.5) ? last.endsAt : null,
        followUpReason: type === 'follow-up' ? rng.pick(data.FOLLOW_UP_REASONS) : null,
        assignedTo: first.leadId,
        assignedOfficeEmployee: officeId,
        completedAt: status === 'completed' ? clock.at(endOffset) : null,
        createdBy,
        createdAt: clock.at(createdOffset),
        updatedAt: clock.at(Math.max(createdOffset, Math.min(endOffset, offsetOf(last.startsAt), 0))),
      },
    });
  }
  return { orders, visits: planned };
}
