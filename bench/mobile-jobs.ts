import type { CreateTask } from '../src/shared/schemas/work-order.ts';
import * as words from '../tooling/scale-seed/job-words.ts';
import { CITIES, FIRST_NAMES, LAST_NAMES, OFFICES, STREETS } from '../tooling/scale-seed/people-words.ts';
import { TYPE_SHARES } from '../tooling/scale-seed/scale-work-orders.ts';

/** Who the made-up jobs go to: the measured technician, the other plumbers, the office. */
export type JobStaff = { technicianId: number; plumberIds: readonly number[]; officeIds: readonly number[] };

/** A small deterministic spread: the same n always gives the same job, different salts differ. */
function spread(n: number, salt: number): number {
  let x = (Math.imul(n + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b)) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) >>> 0;
  x = Math.imul(x ^ (x >>> 12), 0x297a2d39) >>> 0;
  return (x ^ (x >>> 15)) >>> 0;
}

function pick<T>(list: readonly T[], n: number, salt: number): T {
  const item = list[spread(n, salt) % list.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const chance = (n: number, salt: number, percent: number) => spread(n, salt) % 100 < percent;

/**
 * Job n of the top-up, as the task form would send it (POST /api/work-orders): the scale set's mix
 * of the open work (half open, 3 in 10 in progress, 2 in 10 on hold; its types; 15 % urgent) with
 * its texts, customers and places. Every third job is the measured technician's, so their own
 * list ('Mine') grows with the run; most others go to another plumber, most to an office employee.
 */
export function benchJob(n: number, staff: JobStaff, now: number): CreateTask {
  const typeRoll = spread(n, 1) % 100;
  const type = TYPE_SHARES.find(([, upTo]) => typeRoll < upTo)?.[0] ?? 'task';
  const idea = pick(words.TASK_IDEAS[type], n, 2);
  const first = pick(FIRST_NAMES, n, 3);
  const last = pick(LAST_NAMES, n, 4);
  const status = n % 10 < 5 ? 'open' : n % 10 < 8 ? 'in-progress' : 'on-hold';
  const plumber =
    n % 3 === 0
      ? staff.technicianId
      : chance(n, 5, 90) && staff.plumberIds.length > 0
        ? pick(staff.plumberIds, n, 6)
        : null;
  const detail = chance(n, 7, 60) ? ` ${pick(words.PROBLEM_DETAILS, n, 8)}` : '';
  return {
    workOrderId: `MB-${n}`,
    title: chance(n, 9, 30) ? `${idea.title} - ${last}` : idea.title,
    description: `${idea.description}${detail}`,
    type,
    priority: chance(n, 10, 15) ? 'urgent' : 'normal',
    status,
    customerName: `${first} ${last}`,
    customerPhone: `(555) ${200 + (spread(n, 11) % 700)}-${String(spread(n, 12) % 10_000).padStart(4, '0')}`,
    location: `${100 + (spread(n, 13) % 9800)} ${pick(STREETS, n, 14)}`,
    city: pick(CITIES, n, 15),
    office: chance(n, 16, 80) ? pick(OFFICES, n, 17) : null,
    notes: chance(n, 18, 20) ? pick(words.NOTE_COMMENTS, n, 19) : null,
    followUpReason: type === 'follow-up' ? pick(words.FOLLOW_UP_REASONS, n, 20) : null,
    // Seven in ten have a due date, from two days ago to twelve days ahead.
    dueDate: chance(n, 21, 70)
      ? new Date(now + ((spread(n, 22) % (14 * 24)) - 48) * 3_600_000).toISOString()
      : null,
    assignedTo: plumber,
    assignedOfficeEmployee:
      chance(n, 23, 70) && staff.officeIds.length > 0 ? pick(staff.officeIds, n, 24) : null,
  };
}
