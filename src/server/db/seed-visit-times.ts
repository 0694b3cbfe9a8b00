import { clockMinutesOf, dayOf, instantAt, minutesOfClock } from '#shared/domain/company-time.ts';
import type { TechnicianHours } from '#shared/domain/visit-conflicts.ts';

/** The arrival windows the demo office tells customers: 8-10, 10-12, 1-3 and 3-5. */
const WINDOWS = [
  ['08:00', '10:00'],
  ['10:00', '12:00'],
  ['13:00', '15:00'],
  ['15:00', '17:00'],
] as const;
export const LUNCH = { from: 12 * 60, to: 13 * 60 };
const MINUTE = 60_000;

export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The window holding a visit's start (lunch starts are never planned: see BusyTimes.findSlot). */
export function arrivalWindow(startsAt: Date, timeZone: string): { windowStart: Date; windowEnd: Date } {
  const day = dayOf(startsAt, timeZone);
  const minutes = clockMinutesOf(startsAt, timeZone);
  const window =
    WINDOWS.find(([, end]) => minutes < minutesOfClock(end)) ?? WINDOWS[WINDOWS.length - 1] ?? WINDOWS[0];
  return { windowStart: instantAt(day, window[0], timeZone), windowEnd: instantAt(day, window[1], timeZone) };
}

type Busy = { start: number; end: number; day: string };

/**
 * Every technician's held time while the demo week is planned: a visit goes only where its lead
 * and helpers are all free, so the seed never meets the no-overlap constraint of migration 0015.
 */
export class BusyTimes {
  private readonly byTechnician = new Map<number, Busy[]>();
  constructor(readonly timeZone: string) {}

  private of(technician: number): Busy[] {
    let list = this.byTechnician.get(technician);
    if (!list) {
      list = [];
      this.byTechnician.set(technician, list);
    }
    return list;
  }

  /** The held time that overlaps [start, end) for any of the technicians, if one does. */
  blocker(technicians: readonly number[], start: Date, end: Date): Busy | undefined {
    const [from, to] = [start.getTime(), end.getTime()];
    for (const technician of technicians) {
      const found = this.of(technician).find((busy) => busy.start < to && from < busy.end);
      if (found) return found;
    }
    return undefined;
  }

  reserve(technicians: readonly number[], start: Date, end: Date): void {
    const day = dayOf(start, this.timeZone);
    for (const technician of technicians)
      this.of(technician).push({ start: start.getTime(), end: end.getTime(), day });
  }

  /** Visits and minutes the technician already holds on the day. */
  load(technician: number, day: string): { visits: number; minutes: number } {
    const held = this.of(technician).filter((busy) => busy.day === day);
    return {
      visits: held.length,
      minutes: held.reduce((sum, busy) => sum + (busy.end - busy.start) / MINUTE, 0),
    };
  }

  /**
   * The first free start, on the quarter hour from 08:00 (never in the lunch hour), of a visit of
   * `minutes` on the day inside the technician's hours and capacity, starting after `notBefore`
   * and ending by `notAfter`; none when the day has no room.
   */
  findSlot(
    hours: TechnicianHours,
    day: string,
    minutes: number,
    bounds: { notBefore: Date; notAfter: Date },
  ): Date | undefined {
    const load = this.load(hours.employeeId, day);
    if (load.visits >= hours.maxVisitsPerDay || load.minutes + minutes > hours.maxHoursPerDay * 60)
      return undefined;
    const first = Math.max(minutesOfClock(hours.workStart), 8 * 60);
    for (let at = first; at + minutes <= minutesOfClock(hours.workEnd); at += 15) {
      if (at >= LUNCH.from && at < LUNCH.to) continue;
      const start = instantAt(day, clockText(at), this.timeZone);
      const end = new Date(start.getTime() + minutes * MINUTE);
      if (start <= bounds.notBefore || end > bounds.notAfter) continue;
      if (!this.blocker([hours.employeeId], start, end)) return start;
    }
    return undefined;
  }
}
