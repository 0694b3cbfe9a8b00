import { tzOffset } from '@date-fns/tz';

/**
 * The board reads every visit's day and clock time in the company's zone: a day of 40 technicians
 * is about 2,000 readings per render. `dayOf` and `clockMinutesOf` (company-time.ts) build a
 * TZDate for each, which asks Intl for the zone's offset several times, and on a slow laptop that
 * was a third of the board's first render. Here the offset is asked once per quarter hour of UTC
 * and kept: a zone's offset only changes at a quarter hour (on the hour or the half hour almost
 * everywhere). A quarter hour whose two ends disagree is not kept, and each instant in it is asked
 * for itself, so an unusual change is still read exactly. The answers are the same as
 * company-time.ts's (zone-clock.test.ts compares them across clock changes).
 */

const QUARTER_HOUR_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

type ZoneClock = (instantMs: number) => number;

const clocks = new Map<string, ZoneClock>();

/** The wall clock of the zone at an instant, as milliseconds of a UTC date that reads the same. */
function zoneClock(timeZone: string): ZoneClock {
  const known = clocks.get(timeZone);
  if (known) return known;
  // Offset in minutes per quarter hour since the epoch; null where it changes inside the quarter.
  const offsets = new Map<number, number | null>();
  const offsetAt = (instantMs: number) => {
    const quarter = Math.floor(instantMs / QUARTER_HOUR_MS);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      const first = tzOffset(timeZone, new Date(quarter * QUARTER_HOUR_MS));
      const last = tzOffset(timeZone, new Date((quarter + 1) * QUARTER_HOUR_MS - 1));
      offset = first === last ? first : null;
      offsets.set(quarter, offset);
    }
    return offset ?? tzOffset(timeZone, new Date(instantMs));
  };
  const clock: ZoneClock = (instantMs) => instantMs + offsetAt(instantMs) * 60_000;
  clocks.set(timeZone, clock);
  return clock;
}

const msOf = (instant: Date | string) =>
  typeof instant === 'string' ? Date.parse(instant) : instant.getTime();

/** Minutes since the local midnight of the instant's own day, in `timeZone` (as clockMinutesOf). */
export function clockMinutesIn(instant: Date | string, timeZone: string): number {
  const local = zoneClock(timeZone)(msOf(instant));
  return Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
}

/** The day ('YYYY-MM-DD') an instant falls on in `timeZone` (as dayOf). */
export function dayIn(instant: Date | string, timeZone: string): string {
  return new Date(zoneClock(timeZone)(msOf(instant))).toISOString().slice(0, 10);
}

/** Reads the zone's offset once, so the browser's time zone data is loaded before it is needed. */
export function loadZoneData(timeZone: string): void {
  zoneClock(timeZone)(Date.now());
}
