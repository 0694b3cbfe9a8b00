import type { WorkOrderStatus } from '#shared/domain/work-order-status.ts';
import { WORK_ORDER_TYPES, type WorkOrderType } from '#shared/domain/work-order-type.ts';
import {
  between,
  type Clock,
  DAY,
  HOUR,
  type OrderPlan,
  type Staff,
  type WorkOrderRow,
} from './seed-context.ts';
import * as data from './seed-data.ts';
import type { SeededRandom } from './seeded-random.ts';

const STATUS_PLAN: readonly [WorkOrderStatus, number][] = [
  ['open', 20],
  ['in-progress', 14],
  ['completed', 22],
];
const PAUSED_JOBS = 14;
const COMPLETED_TODAY = 4;

/** A made-up customer and address (also the visit jobs' of seed-visit-jobs.ts). */
export function customer(rng: SeededRandom, lastName: string) {
  const first = rng.pick(data.FIRST_NAMES);
  const email = rng.chance(0.6)
    ? `${first}.${lastName}@${rng.pick(data.CUSTOMER_EMAIL_DOMAINS)}`.toLowerCase()
    : null;
  return {
    customerName: `${first} ${lastName}`,
    customerPhone: `(555) ${rng.int(402, 898)}-${rng.int(1000, 9999)}`,
    customerEmail: email,
    location: `${rng.int(102, 9870)} ${rng.pick(data.STREETS)}`,
    city: rng.pick(data.CITIES),
    office: rng.chance(0.8) ? rng.pick(data.OFFICES) : null,
  };
}

export function planOrders(rng: SeededRandom, clock: Clock, staff: Staff): OrderPlan[] {
  const plumbers = staff.byType('plumber');
  const office = staff.byType('office');
  const creators = staff.ids((p) => p.isActive && p.employeeType !== 'plumber');
  const used = new Set<string>();
  const jobNumber = (): string => {
    let candidate = String(rng.int(41000, 49899));
    while (used.has(candidate)) candidate = String(rng.int(41000, 49899));
    used.add(candidate);
    return candidate;
  };
  const dollars = (min: number, max: number) => `${rng.int(min, max) * 5}.00`;
  const plans: OrderPlan[] = [];

  const pausedNames = rng.sample(data.LAST_NAMES, PAUSED_JOBS);
  pausedNames.forEach((lastName, p) => {
    const pausedOffset = -((1 + Math.floor((p * 39) / (PAUSED_JOBS - 1))) * DAY + rng.int(0, 10 * HOUR));
    // Created on hold through the paused-job form: its typed Job Number is its number (ADR 055).
    const createdDirectly = p < 2;
    const createdOffset = createdDirectly ? pausedOffset : pausedOffset - rng.int(12 * HOUR, 18 * DAY);
    const number = jobNumber();
    const workOrderId = number;
    const reason = data.PAUSE_REASONS[p % data.PAUSE_REASONS.length] ?? '';
    let description = reason;
    if (p === 3 || p === 7) description = `${reason}\nWaiting for: ${data.WAITING_FOR[p === 3 ? 0 : 1]}`;
    if (p === 10) description = JSON.stringify({ waitingFor: data.WAITING_FOR[2] });
    const preAuthStatus = (['Submitted', 'Approved', 'Pending', 'N/A'] as const)[p % 4] ?? 'N/A';
    const parts: Partial<WorkOrderRow> = {};
    const variant = p % 4; // 0 ordered, 1 partly received, 2 all received, 3 no parts yet
    const partCount = variant === 3 ? 0 : variant === 0 ? 1 : p === 5 ? 3 : 2;
    const titles = rng.sample(data.PART_TITLES, partCount);
    titles.forEach((title, i) => {
      const ordered = pausedOffset + rng.int(0, Math.min(DAY, -pausedOffset - 1));
      const received = variant === 2 || (variant === 1 && i === 0);
      const eta = received || variant === 1 ? ordered + rng.int(3, 14) * DAY : rng.int(1, 10) * DAY;
      const group = {
        title,
        ordered: clock.day(ordered),
        eta: clock.day(eta),
        received: received ? clock.day(between(rng, ordered, 0)) : null,
      };
      if (i === 0) Object.assign(parts, { partTitle1: group.title, partOrdered1: group.ordered });
      if (i === 0) Object.assign(parts, { partEta1: group.eta, partReceived1: group.received });
      if (i === 1) Object.assign(parts, { partTitle2: group.title, partOrdered2: group.ordered });
      if (i === 1) Object.assign(parts, { partEta2: group.eta, partReceived2: group.received });
      if (i === 2) Object.assign(parts, { partTitle3: group.title, partOrdered3: group.ordered });
      if (i === 2) Object.assign(parts, { partEta3: group.eta, partReceived3: group.received });
    });
    const createdBy = rng.pick(creators);
    const assignedTo = rng.pick(plumbers);
    plans.push({
      status: 'on-hold',
      createdBy,
      createdOffset,
      endOffset: 0,
      assignees: [assignedTo],
      row: {
        workOrderId,
        jobNumber: number,
        jobLastName: lastName,
        title: `${lastName} - ${number}`,
        description,
        ...customer(rng, lastName),
        status: 'on-hold',
        priority: p % 5 === 2 ? 'urgent' : 'normal',
        type: WORK_ORDER_TYPES[(p * 5) % WORK_ORDER_TYPES.length] ?? 'task',
        notes: rng.chance(0.3) ? rng.pick(data.NOTE_COMMENTS) : null,
        assignedTo,
        assignedOfficeEmployee: rng.pick(office),
        originalAppointmentDate: clock.day(createdOffset),
        lastAppointmentDate: clock.day(pausedOffset),
        returnAppointmentDate: variant === 2 ? clock.day(rng.int(1, 8) * DAY) : null,
        linkToDispatch: !createdDirectly && rng.chance(0.3) ? `${data.DISPATCH_BASE_URL}${number}` : null,
        preAuthStatus,
        preAuthAmount: preAuthStatus !== 'N/A' && rng.chance(0.8) ? dollars(70, 960) : null,
        authorizationStatus: (['Pending', 'Approved', 'Denied', 'Partial'] as const)[(p * 3 + 1) % 4],
        opcAmount: rng.chance(0.6) ? dollars(30, 480) : null,
        rwpFormStatus: (['N/A', 'Pending', 'Submitted', 'Approved'] as const)[Math.floor(p / 2) % 4],
        ...parts,
        pausedAt: clock.at(pausedOffset),
        createdBy,
        createdAt: clock.at(createdOffset),
        updatedAt: clock.at(pausedOffset + Math.floor(rng.next() * -pausedOffset)),
      },
    });
  });

  let k = 0;
  let completedCount = 0;
  for (const [status, howMany] of STATUS_PLAN) {
    for (let n = 0; n < howMany; n++, k++) {
      const type: WorkOrderType = WORK_ORDER_TYPES[k % WORK_ORDER_TYPES.length] ?? 'task';
      const idea = rng.pick(data.TASK_IDEAS[type]);
      const lastName = rng.pick(data.LAST_NAMES);
      let createdOffset = -rng.int(90, 58 * DAY);
      let endOffset = 0;
      let dueOffset: number | null;
      if (status === 'completed') {
        const today = completedCount++ < COMPLETED_TODAY;
        endOffset = today ? -rng.int(0, Math.min(clock.minutesToday, 8 * HOUR)) : -rng.int(DAY, 45 * DAY);
        createdOffset = Math.max(endOffset - rng.int(2 * HOUR, 14 * DAY), -60 * DAY);
        dueOffset = rng.chance(0.7) ? createdOffset + rng.int(1, 7) * DAY : null;
      } else {
        const bucket = k % 4; // overdue, due within 24h, due days ahead, no due date
        dueOffset =
          [
            createdOffset + rng.int(60, -createdOffset - 30),
            rng.int(60, 23 * HOUR),
            rng.int(2 * DAY, 14 * DAY),
            null,
          ][bucket] ?? null;
      }
      const stale = createdOffset < -30 * DAY && status === 'completed';
      const assignedTo = rng.chance(0.9) ? rng.pick(stale ? staff.byType('plumber', false) : plumbers) : null;
      const assignedOffice = rng.chance(0.7) ? rng.pick(office) : null;
      const number = jobNumber();
      const hasAppointment = rng.chance(0.6);
      const updatedOffset =
        status === 'completed'
          ? Math.min(endOffset + rng.int(0, 30), 0)
          : createdOffset + Math.floor(rng.next() * -createdOffset);
      plans.push({
        status,
        createdBy: rng.pick(creators),
        createdOffset,
        endOffset,
        assignees: [assignedTo, assignedOffice].filter((id): id is number => id !== null),
        row: {
          workOrderId: number,
          title: rng.chance(0.3) ? `${idea.title} - ${lastName}` : idea.title,
          description: idea.description,
          ...customer(rng, lastName),
          status,
          priority: k % 5 === 1 || rng.chance(0.08) ? 'urgent' : 'normal',
          type,
          dueDate: dueOffset === null ? null : clock.at(dueOffset),
          notes: rng.chance(0.25) ? rng.pick(data.NOTE_COMMENTS) : null,
          followUpReason: type === 'follow-up' || rng.chance(0.08) ? rng.pick(data.FOLLOW_UP_REASONS) : null,
          assignedTo,
          assignedOfficeEmployee: assignedOffice,
          originalAppointmentDate: hasAppointment ? clock.day(createdOffset) : null,
          lastAppointmentDate: hasAppointment ? clock.day(between(rng, createdOffset, endOffset)) : null,
          linkToDispatch: rng.chance(0.15) ? `${data.DISPATCH_BASE_URL}${number}` : null,
          completedAt: status === 'completed' ? clock.at(endOffset) : null,
          createdAt: clock.at(createdOffset),
          updatedAt: clock.at(updatedOffset),
        },
      });
    }
  }
  for (const plan of plans) {
    if (plan.assignees.length === 0 && rng.chance(0.6)) plan.assignees.push(rng.pick(plumbers));
    if (plan.assignees.length > 0 && rng.chance(0.35)) plan.assignees.push(rng.pick(plumbers));
    plan.assignees = [...new Set(plan.assignees)].slice(0, 3);
    plan.row.createdBy = plan.createdBy;
  }
  // Ids follow creation time, as they would in a real database.
  return plans.sort((a, b) => a.createdOffset - b.createdOffset);
}
