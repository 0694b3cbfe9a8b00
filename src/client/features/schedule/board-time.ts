import { addDays, dayBounds, minutesOfClock, weekdayOf } from '#shared/domain/company-time.ts';
import { VISIT_SNAP_MINUTES } from '#shared/domain/visit-status.ts';
import type { TechnicianSchedule } from '#shared/schemas/company-settings.ts';
import { clockMinutesIn, dayIn } from './zone-clock.ts';

/** The board's vertical scale: a quarter hour is 18 px, a ten-hour day 720 px. */
export const PX_PER_MINUTE = 1.2;
/** A new visit lasts two hours, and its arrival window is its first two hours. */
export const DEFAULT_VISIT_MINUTES = 120;
/** A technician without hours of their own works 07:00–17:00 (the server fills the same defaults). */
const FALLBACK_START = '07:00';
const FALLBACK_END = '17:00';

export type GridHours = { startMinute: number; endMinute: number };

/** The day's grid: the earliest start to the latest end of the technicians who work that day. */
export function gridHoursOf(technicians: readonly TechnicianSchedule[], day: string): GridHours {
  const working = technicians.filter((tech) => tech.workDays.includes(weekdayOf(day)));
  const pool = working.length > 0 ? working : technicians;
  const starts = pool.map((tech) => minutesOfClock(tech.workStart));
  const ends = pool.map((tech) => minutesOfClock(tech.workEnd));
  return {
    startMinute: starts.length > 0 ? Math.min(...starts) : minutesOfClock(FALLBACK_START),
    endMinute: ends.length > 0 ? Math.max(...ends) : minutesOfClock(FALLBACK_END),
  };
}

export const snapMinutes = (minutes: number) => Math.round(minutes / VISIT_SNAP_MINUTES) * VISIT_SNAP_MINUTES;

export const minutesBetween = (start: Date, end: Date) => (end.getTime() - start.getTime()) / 60_000;

export const addMinutes = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);

/** [from, to) of the days shown, as ISO strings for GET /api/visits and /api/time-off. */
export function rangeOf(firstDay: string, dayCount: number, timeZone: string) {
  return {
    from: dayBounds(firstDay, timeZone).start.toISOString(),
    to: dayBounds(addDays(firstDay, dayCount - 1), timeZone).end.toISOString(),
  };
}

/** Monday to Sunday of the week the day is in. */
export function weekOf(day: string): string[] {
  const monday = addDays(day, -((weekdayOf(day) + 6) % 7));
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

export const todayIn = (timeZone: string) => dayIn(new Date(), timeZone);

/** '8:00' in the company's zone. */
export function clockText(instant: Date | string, timeZone: string): string {
  const minutes = clockMinutesIn(instant, timeZone);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** '8:00–10:00'. */
export const spanText = (start: Date | string, end: Date | string, timeZone: string) =>
  `${clockText(start, timeZone)}–${clockText(end, timeZone)}`;

// One formatter for every day label: making one per call cost half a millisecond each on a slow laptop.
const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** 'Tue 12/1'. */
export function dayText(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return `${WEEKDAY.format(date)} ${date.getUTCMonth() + 1}/${date.getUTCDate()}`;
}

/** Where an instant sits on a day's grid, in minutes from the grid's top. */
export const minuteOnGrid = (instant: Date | string, grid: GridHours, timeZone: string) =>
  clockMinutesIn(instant, timeZone) - grid.startMinute;

/** 'HH:MM' of a minute count, for the time selects. */
export function clockOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The grid widened to whole hours around any visit of the day that starts before it or ends after it. */
export function widenToVisits(
  grid: GridHours,
  visits: readonly { startsAt: string; endsAt: string }[],
  day: string,
  timeZone: string,
): GridHours {
  let { startMinute, endMinute } = grid;
  for (const visit of visits) {
    if (dayIn(visit.startsAt, timeZone) !== day) continue;
    const first = clockMinutesIn(visit.startsAt, timeZone);
    const last = Math.min(24 * 60, first + (Date.parse(visit.endsAt) - Date.parse(visit.startsAt)) / 60_000);
    startMinute = Math.min(startMinute, Math.floor(first / 60) * 60);
    endMinute = Math.max(endMinute, Math.ceil(last / 60) * 60);
  }
  return { startMinute, endMinute };
}
