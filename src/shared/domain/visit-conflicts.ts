import { clockMinutesOf, dayBounds, dayOf, minutesOfClock, weekdayOf } from './company-time.ts';

/**
 * The scheduling rules a visit must keep (docs/decisions/064-visits-as-records.md): one technician
 * is never in two visits at once, works only in their hours and never on time off, and takes no
 * more visits or hours in a day than management allows. The server refuses a breach with 409 unless
 * an override reason comes with it (the overlap alone cannot be overridden: the database forbids
 * it); the board reads the same function to show the conflict while a visit is dragged.
 */

export type TechnicianHours = {
  employeeId: number;
  /** Weekdays worked, 0 Sunday … 6 Saturday. */
  workDays: readonly number[];
  /** 'HH:MM' in the company's zone. */
  workStart: string;
  workEnd: string;
  maxVisitsPerDay: number;
  maxHoursPerDay: number;
};

export type PlacedVisit = { id: number; startsAt: Date; endsAt: Date; technicianIds: readonly number[] };
type TimeOffSpan = { employeeId: number; startsAt: Date; endsAt: Date; reason: string | null };

export type VisitPlacement = {
  /** The visit being placed or moved: left out of the others. */
  visitId?: number;
  startsAt: Date;
  endsAt: Date;
  technicianIds: readonly number[];
};

export type ConflictKind = 'overlap' | 'outside-hours' | 'time-off' | 'too-many-visits' | 'too-many-hours';
export type VisitConflict = { kind: ConflictKind; technicianId: number; message: string };

export type ConflictContext = {
  timeZone: string;
  /** Time-holding visits of the technicians, at least on the placement's day. */
  others: readonly PlacedVisit[];
  hours: ReadonlyMap<number, TechnicianHours>;
  timeOff: readonly TimeOffSpan[];
  nameOf: (employeeId: number) => string;
};

/** A technician without a schedule of their own: Monday to Friday, 07:00–17:00, 6 visits and 8 hours a day. */
export const DEFAULT_TECHNICIAN_HOURS: Omit<TechnicianHours, 'employeeId'> = {
  workDays: [1, 2, 3, 4, 5],
  workStart: '07:00',
  workEnd: '17:00',
  maxVisitsPerDay: 6,
  maxHoursPerDay: 8,
};

/** Only an overlap can never be overridden. */
export const OVERRIDABLE_CONFLICTS: readonly ConflictKind[] = [
  'outside-hours',
  'time-off',
  'too-many-visits',
  'too-many-hours',
];

const overlaps = (aStart: Date, aEnd: Date, bStart: Date, bEnd: Date) => aStart < bEnd && bStart < aEnd;

function clockText(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant);
}

function hoursText(hours: number): string {
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} h`;
}

export function findVisitConflicts(placement: VisitPlacement, context: ConflictContext): VisitConflict[] {
  const { timeZone, nameOf } = context;
  const conflicts: VisitConflict[] = [];
  const day = dayOf(placement.startsAt, timeZone);
  const { start: dayStart, end: dayEnd } = dayBounds(day, timeZone);
  const minutes = (placement.endsAt.getTime() - placement.startsAt.getTime()) / 60_000;

  for (const technicianId of placement.technicianIds) {
    const name = nameOf(technicianId);
    const theirs = context.others.filter(
      (visit) => visit.id !== placement.visitId && visit.technicianIds.includes(technicianId),
    );

    const clash = theirs.find((visit) =>
      overlaps(visit.startsAt, visit.endsAt, placement.startsAt, placement.endsAt),
    );
    if (clash) {
      conflicts.push({
        kind: 'overlap',
        technicianId,
        message: `${name} already has a visit from ${clockText(clash.startsAt, timeZone)} to ${clockText(clash.endsAt, timeZone)}.`,
      });
    }

    const off = context.timeOff.find(
      (span) =>
        span.employeeId === technicianId &&
        overlaps(span.startsAt, span.endsAt, placement.startsAt, placement.endsAt),
    );
    if (off) {
      conflicts.push({
        kind: 'time-off',
        technicianId,
        message: `${name} is off${off.reason ? ` (${off.reason})` : ''} at this time.`,
      });
    }

    const hours = context.hours.get(technicianId);
    if (!hours) continue;
    const startMinute = clockMinutesOf(placement.startsAt, timeZone);
    const endsSameDay = placement.endsAt <= dayEnd;
    const endMinute = endsSameDay ? startMinute + minutes : Number.POSITIVE_INFINITY;
    const worksThatDay = hours.workDays.includes(weekdayOf(day));
    if (
      !worksThatDay ||
      startMinute < minutesOfClock(hours.workStart) ||
      endMinute > minutesOfClock(hours.workEnd)
    ) {
      conflicts.push({
        kind: 'outside-hours',
        technicianId,
        message: worksThatDay
          ? `${name} works ${hours.workStart}–${hours.workEnd}; this visit is outside those hours.`
          : `${name} does not work on this day.`,
      });
    }

    const sameDay = theirs.filter((visit) => visit.startsAt >= dayStart && visit.startsAt < dayEnd);
    if (sameDay.length + 1 > hours.maxVisitsPerDay) {
      conflicts.push({
        kind: 'too-many-visits',
        technicianId,
        message: `${name} would have ${sameDay.length + 1} visits this day; the most is ${hours.maxVisitsPerDay}.`,
      });
    }
    const bookedMinutes = sameDay.reduce(
      (sum, visit) => sum + (visit.endsAt.getTime() - visit.startsAt.getTime()) / 60_000,
      0,
    );
    const totalHours = (bookedMinutes + minutes) / 60;
    if (totalHours > hours.maxHoursPerDay) {
      conflicts.push({
        kind: 'too-many-hours',
        technicianId,
        message: `${name} would have ${hoursText(totalHours)} of visits this day; the most is ${hoursText(hours.maxHoursPerDay)}.`,
      });
    }
  }
  return conflicts;
}
