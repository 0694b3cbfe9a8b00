import { TZDate } from '@date-fns/tz';

/**
 * Days and clock times in the company's time zone (the company settings' `timeZone`). Instants are
 * stored and sent in UTC; a "day" on the board, a working-hours edge and an arrival window are
 * read in the company's zone, so a day when the clocks change has 23 or 25 hours.
 */

/** 'HH:MM' from 00:00 to 24:00. */
export const CLOCK_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export function minutesOfClock(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The instant at `clock` on `day` ('YYYY-MM-DD') in `timeZone`; '24:00' is the next day's midnight. */
export function instantAt(day: string, clock: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const minutes = minutesOfClock(clock);
  const local = new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, 0, 0, timeZone);
  return new Date(local.getTime());
}

/** The day ('YYYY-MM-DD') an instant falls on in `timeZone`. */
export function dayOf(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  const month = String(local.getMonth() + 1).padStart(2, '0');
  const date = String(local.getDate()).padStart(2, '0');
  return `${local.getFullYear()}-${month}-${date}`;
}

/** Minutes since the local midnight of the instant's own day, in `timeZone`. */
export function clockMinutesOf(instant: Date, timeZone: string): number {
  const local = new TZDate(instant.getTime(), timeZone);
  return local.getHours() * 60 + local.getMinutes();
}

/** The weekday (0 Sunday … 6 Saturday) of a day. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

/** [start, end) of a day in `timeZone`: 23, 24 or 25 hours long. */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  return { start: instantAt(day, '00:00', timeZone), end: instantAt(addDays(day, 1), '00:00', timeZone) };
}

export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** Whether the name is an IANA zone this runtime knows ('America/Chicago'). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone }).format(0);
    return timeZone.includes('/') || timeZone === 'UTC';
  } catch {
    return false;
  }
}

/** The company's zone until management sets one. */
export const DEFAULT_TIME_ZONE = 'America/Chicago';
