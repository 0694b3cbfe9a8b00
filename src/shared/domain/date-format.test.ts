import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthDay, formatMonthDayTime } from './date-format.ts';

const AFTERNOON = '2026-11-22T15:05:00Z';

describe('date formats', () => {
  it('shows abbreviated month, day, year, and the 12-hour form', () => {
    expect(formatDate(AFTERNOON, 'UTC')).toBe('Nov 22, 2026');
    expect(formatDateTime(AFTERNOON, 'UTC')).toBe('Nov 22, 2026, 3:05 PM');
    expect(formatMonthDayTime(AFTERNOON, 'UTC')).toBe('11/22 3:05 PM');
    expect(formatMonthDay(AFTERNOON, 'UTC')).toBe('11/22');
  });

  it('writes midnight and noon as 12 AM and 12 PM', () => {
    expect(formatDateTime('2026-01-05T00:00:00Z', 'UTC')).toBe('Jan 5, 2026, 12:00 AM');
    expect(formatMonthDayTime('2026-01-05T12:09:00Z', 'UTC')).toBe('1/5 12:09 PM');
  });

  it('shows an instant in the given time zone', () => {
    expect(formatDateTime(AFTERNOON, 'America/Chicago')).toBe('Nov 22, 2026, 9:05 AM');
    expect(formatDate('2026-11-23T03:00:00Z', 'America/Los_Angeles')).toBe('Nov 22, 2026');
    expect(formatMonthDay(new Date('2026-11-23T03:00:00Z'), 'Asia/Tokyo')).toBe('11/23');
    expect(formatDate(Date.parse(AFTERNOON), 'UTC')).toBe('Nov 22, 2026');
  });

  it('shows a calendar day as that day in every time zone', () => {
    for (const zone of ['America/Los_Angeles', 'UTC', 'Pacific/Kiritimati']) {
      expect(formatDate('2026-03-01', zone)).toBe('Mar 1, 2026');
      expect(formatMonthDay('2026-03-01', zone)).toBe('3/1');
    }
  });

  it('uses the runtime time zone by default', () => {
    const local = new Date(2026, 6, 4, 18, 30);
    expect(formatDateTime(local)).toBe('Jul 4, 2026, 6:30 PM');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('tomorrow-ish')).toThrow(RangeError);
  });
});
