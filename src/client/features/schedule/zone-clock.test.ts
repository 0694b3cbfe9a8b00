import { describe, expect, it } from 'vitest';
import { clockMinutesOf, dayOf } from '#shared/domain/company-time.ts';
import { clockMinutesIn, dayIn } from './zone-clock.ts';

// Days when the clocks change, in zones whose offsets are whole, half and three-quarter hours.
const CHANGES: [string, string][] = [
  ['America/Chicago', '2026-03-08'],
  ['America/Chicago', '2026-11-01'],
  ['America/St_Johns', '2026-03-08'],
  ['Europe/London', '2026-10-25'],
  ['Australia/Lord_Howe', '2026-04-05'],
  ['Australia/Lord_Howe', '2026-10-04'],
  ['Pacific/Chatham', '2026-04-05'],
  ['Asia/Kathmandu', '2026-06-01'],
  ['Pacific/Kiritimati', '2026-06-01'],
  ['UTC', '2026-12-01'],
];

/** Every 7 minutes (so each minute of the quarter hours is met) from the day before to the day after. */
function instantsAround(day: string): Date[] {
  const start = Date.parse(`${day}T00:00:00Z`) - 36 * 60 * 60_000;
  return Array.from({ length: (72 * 60) / 7 }, (_, index) => new Date(start + index * 7 * 60_000 + 13_000));
}

describe('the zone clock', () => {
  it.each(CHANGES)('reads %s around %s exactly as company-time.ts does', (zone, day) => {
    for (const instant of instantsAround(day)) {
      expect([dayIn(instant, zone), clockMinutesIn(instant, zone)]).toEqual([
        dayOf(instant, zone),
        clockMinutesOf(instant, zone),
      ]);
    }
  });

  it('reads a change of offset inside a quarter hour exactly too', () => {
    // São Paulo left its local mean time (-3:06:28) at 03:06:28 UTC on 1 January 1914.
    const start = Date.parse('1914-01-01T03:00:00Z');
    for (let second = 0; second < 15 * 60; second += 4) {
      const instant = new Date(start + second * 1000);
      expect([dayIn(instant, 'America/Sao_Paulo'), clockMinutesIn(instant, 'America/Sao_Paulo')]).toEqual([
        dayOf(instant, 'America/Sao_Paulo'),
        clockMinutesOf(instant, 'America/Sao_Paulo'),
      ]);
    }
  });

  it('reads an instant given as the API sends it', () => {
    // 13:00 UTC is 7:00 in Chicago in December.
    expect(clockMinutesIn('2026-12-15T13:00:00.000Z', 'America/Chicago')).toBe(7 * 60);
    expect(dayIn('2026-12-16T05:59:00.000Z', 'America/Chicago')).toBe('2026-12-15');
  });
});
