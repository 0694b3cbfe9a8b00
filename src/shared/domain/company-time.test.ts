import { describe, expect, it } from 'vitest';
import {
  addDays,
  clockMinutesOf,
  dayBounds,
  dayOf,
  instantAt,
  isKnownTimeZone,
  minutesOfClock,
  weekdayOf,
} from './company-time.ts';

const CHICAGO = 'America/Chicago';
const HOUR = 3600 * 1000;

describe('company time', () => {
  it('reads a clock in the zone, winter and summer', () => {
    expect(instantAt('2026-12-07', '08:00', CHICAGO).toISOString()).toBe('2026-12-07T14:00:00.000Z');
    expect(instantAt('2026-07-07', '08:00', CHICAGO).toISOString()).toBe('2026-07-07T13:00:00.000Z');
    expect(instantAt('2026-12-07', '24:00', CHICAGO).toISOString()).toBe('2026-12-08T06:00:00.000Z');
  });

  it('has a 25-hour day when the clocks go back and a 23-hour day when they go forward', () => {
    const autumn = dayBounds('2026-11-01', CHICAGO);
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * HOUR);
    const spring = dayBounds('2026-03-08', CHICAGO);
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * HOUR);
    const plain = dayBounds('2026-12-07', CHICAGO);
    expect(plain.end.getTime() - plain.start.getTime()).toBe(24 * HOUR);
  });

  it('00:30–03:30 on the autumn day lasts four hours', () => {
    const start = instantAt('2026-11-01', '00:30', CHICAGO);
    const end = instantAt('2026-11-01', '03:30', CHICAGO);
    expect(end.getTime() - start.getTime()).toBe(4 * HOUR);
    expect(clockMinutesOf(end, CHICAGO)).toBe(3 * 60 + 30);
  });

  it('names the day and weekday of an instant in the zone, not in UTC', () => {
    // 03:00 UTC on the 8th is still the evening of the 7th in Chicago.
    expect(dayOf(new Date('2026-12-08T03:00:00Z'), CHICAGO)).toBe('2026-12-07');
    expect(dayOf(new Date('2026-12-08T03:00:00Z'), 'UTC')).toBe('2026-12-08');
    expect(weekdayOf('2026-12-07')).toBe(1);
    expect(weekdayOf('2026-12-06')).toBe(0);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reads clock texts and knows zone names', () => {
    expect(minutesOfClock('07:30')).toBe(450);
    expect(minutesOfClock('24:00')).toBe(1440);
    expect(isKnownTimeZone(CHICAGO)).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
