import { type Clock, DAY, HOUR, type OrderPlan, type Staff, type WorkOrderRow } from './seed-context.ts';
import * as data from './seed-data.ts';
import { unusedJobNumber } from './seed-visit-jobs.ts';
import { customer } from './seed-work-orders.ts';
import type { SeededRandom } from './seeded-random.ts';

/**
 * Held jobs whose every blocker has cleared (src/shared/domain/hold-readiness.ts): the board's
 * tray offers them to be booked back. Each waits on something different that came through.
 */
const READY_HOLDS: readonly (Partial<WorkOrderRow> & { parts: number; reason: string })[] = [
  {
    parts: 2,
    reason: 'Waiting on the replacement valve and cartridge.',
    preAuthStatus: 'N/A',
    authorizationStatus: 'N/A',
    rwpFormStatus: 'N/A',
  },
  {
    parts: 0,
    reason: 'Home warranty has to authorize the repipe.',
    preAuthStatus: 'Approved',
    authorizationStatus: 'Approved',
    rwpFormStatus: 'N/A',
  },
  {
    parts: 1,
    reason: 'Partial approval from the warranty company; permit needed.',
    preAuthStatus: 'N/A',
    authorizationStatus: 'Partial',
    rwpFormStatus: 'Approved',
  },
  {
    parts: 3,
    reason: 'Special-order fixtures for the bathroom remodel.',
    preAuthStatus: 'Approved',
    authorizationStatus: 'Approved',
    rwpFormStatus: 'Approved',
  },
];

/** The ready held jobs, paused 2-12 days ago by their technician, with no return booked yet. */
export function planReadyJobs(rng: SeededRandom, clock: Clock, staff: Staff, used: Set<string>): OrderPlan[] {
  const plumbers = staff.byType('plumber');
  const creators = staff.ids((p) => p.isActive && p.employeeType !== 'plumber');
  return READY_HOLDS.map(({ parts, reason, ...statuses }, index) => {
    const pausedOffset = -((2 + index * 3) * DAY + rng.int(0, 6 * HOUR));
    const createdOffset = pausedOffset - rng.int(DAY, 10 * DAY);
    const number = unusedJobNumber(rng, used);
    const lastName = rng.pick(data.LAST_NAMES);
    const partFields: Partial<WorkOrderRow> = {};
    rng.sample(data.PART_TITLES, parts).forEach((title, i) => {
      const ordered = pausedOffset + rng.int(HOUR, DAY);
      Object.assign(partFields, {
        [`partTitle${i + 1}`]: title,
        [`partOrdered${i + 1}`]: clock.day(ordered),
        [`partEta${i + 1}`]: clock.day(ordered + rng.int(1, 4) * DAY),
        [`partReceived${i + 1}`]: clock.day(Math.min(ordered + rng.int(1, 3) * DAY, -HOUR)),
      });
    });
    const createdBy = rng.pick(creators);
    const assignedTo = rng.pick(plumbers);
    return {
      status: 'on-hold',
      createdBy,
      createdOffset,
      endOffset: 0,
      assignees: [assignedTo],
      row: {
        workOrderId: number,
        jobNumber: number,
        jobLastName: lastName,
        title: `${lastName} - ${number}`,
        description: reason,
        ...customer(rng, lastName),
        status: 'on-hold',
        priority: index === 1 ? 'urgent' : 'normal',
        type: 'task',
        assignedTo,
        assignedOfficeEmployee: rng.pick(staff.byType('office')),
        ...statuses,
        ...partFields,
        pausedAt: clock.at(pausedOffset),
        createdBy,
        createdAt: clock.at(createdOffset),
        updatedAt: clock.at(-rng.int(HOUR, DAY)),
      },
    };
  });
}
