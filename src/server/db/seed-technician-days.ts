import { addDays, instantAt, weekdayOf } from '#shared/domain/company-time.ts';
import type { TechnicianHours } from '#shared/domain/visit-conflicts.ts';

/**
 * The demo seed's plan of who works when (docs/decisions/064-visits-as-records.md): one
 * technician works Tuesday to Saturday, one part-time in the mornings, one takes a day off next
 * week; everyone else has the defaults (Monday to Friday, 07:00-17:00, 6 visits and 8 hours).
 */

/** The hours of a technician without a technician_schedules row. */
const DEFAULT_HOURS: Omit<TechnicianHours, 'employeeId'> = {
  workDays: [1, 2, 3, 4, 5],
  workStart: '07:00',
  workEnd: '17:00',
  maxVisitsPerDay: 6,
  maxHoursPerDay: 8,
};

/** Technicians (by name in seed-data/staff.ts) whose hours differ from the defaults. */
const OWN_HOURS: Record<string, Omit<TechnicianHours, 'employeeId'>> = {
  'Shane Kowalczyk': { ...DEFAULT_HOURS, workDays: [2, 3, 4, 5, 6] },
  'Luis Arroyo': { ...DEFAULT_HOURS, workEnd: '13:00', maxVisitsPerDay: 3, maxHoursPerDay: 6 },
};
const TIME_OFF = { name: 'Ben Hartley', reason: 'Dentist appointment and a personal day' };

/** Monday (company zone) of the week holding `day`. */
export function mondayOf(day: string): string {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

export type TechnicianDays = {
  hours: (employeeId: number) => TechnicianHours;
  /** Rows for technician_schedules: only those whose hours differ from the defaults. */
  scheduleRows: TechnicianHours[];
  timeOff: { employeeId: number; startsAt: Date; endsAt: Date; reason: string }[];
  /** Whether the technician works that day: a work day and no time off. */
  works: (employeeId: number, day: string) => boolean;
};

export function planTechnicianDays(
  technicians: readonly { id: number; name: string }[],
  today: string,
  timeZone: string,
): TechnicianDays {
  const scheduleRows = technicians.flatMap((person) => {
    const own = OWN_HOURS[person.name];
    return own ? [{ employeeId: person.id, ...own }] : [];
  });
  const hours = (employeeId: number): TechnicianHours =>
    scheduleRows.find((row) => row.employeeId === employeeId) ?? { employeeId, ...DEFAULT_HOURS };
  // Wednesday of next week: a day the board shows in the demo's fortnight.
  const offDay = addDays(mondayOf(today), 9);
  const offPerson = technicians.find((person) => person.name === TIME_OFF.name);
  const timeOff = offPerson
    ? [
        {
          employeeId: offPerson.id,
          startsAt: instantAt(offDay, '00:00', timeZone),
          endsAt: instantAt(addDays(offDay, 1), '00:00', timeZone),
          reason: TIME_OFF.reason,
        },
      ]
    : [];
  const works = (employeeId: number, day: string) =>
    hours(employeeId).workDays.includes(weekdayOf(day)) &&
    !timeOff.some(
      (off) =>
        off.employeeId === employeeId &&
        off.startsAt.getTime() === instantAt(day, '00:00', timeZone).getTime(),
    );
  return { hours, scheduleRows, timeOff, works };
}
