import { describe, expect, it } from 'vitest';
import { boardVisit } from '#tooling/test-client/schedule-handlers.ts';
import { gridHoursOf, weekOf, widenToVisits } from './board-time.ts';

const tech = (workStart: string, workEnd: string, workDays = [1, 2, 3, 4, 5]) => ({
  employeeId: 1,
  name: 'A',
  isActive: true,
  workDays,
  workStart,
  workEnd,
  maxVisitsPerDay: 6,
  maxHoursPerDay: 8,
});

describe('the day grid', () => {
  it('runs from the earliest start to the latest end of those who work that day', () => {
    const techs = [tech('08:00', '16:00'), tech('07:30', '18:00'), tech('05:00', '22:00', [6])];
    expect(gridHoursOf(techs, '2026-12-01')).toEqual({ startMinute: 450, endMinute: 1080 });
    // Nobody works on Sunday: the grid of everyone's hours then.
    expect(gridHoursOf(techs, '2026-12-06')).toEqual({ startMinute: 300, endMinute: 1320 });
  });

  it('widens to whole hours around a visit booked outside them, in the company zone', () => {
    // 11:30–13:15 UTC is 5:30–7:15 in Chicago.
    const early = boardVisit(1, '11:30', '13:15');
    const grid = widenToVisits(
      { startMinute: 420, endMinute: 1020 },
      [early],
      '2026-12-01',
      'America/Chicago',
    );
    expect(grid).toEqual({ startMinute: 300, endMinute: 1020 });
  });

  it('shows Monday to Sunday of a day’s week', () => {
    expect(weekOf('2026-12-06')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });
});
