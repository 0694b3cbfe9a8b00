import { describe, expect, it } from 'vitest';
import { instantAt } from './company-time.ts';
import {
  type ConflictContext,
  DEFAULT_TECHNICIAN_HOURS,
  findVisitConflicts,
  type PlacedVisit,
  type TechnicianHours,
} from './visit-conflicts.ts';

const ZONE = 'America/Chicago';
const at = (day: string, clock: string) => instantAt(day, clock, ZONE);
const CARLOS = 7;
const hours = (changes: Partial<TechnicianHours> = {}): Map<number, TechnicianHours> =>
  new Map([[CARLOS, { employeeId: CARLOS, ...DEFAULT_TECHNICIAN_HOURS, ...changes }]]);
const context = (changes: Partial<ConflictContext> = {}): ConflictContext => ({
  timeZone: ZONE,
  others: [],
  hours: hours(),
  timeOff: [],
  nameOf: () => 'Carlos Mendez',
  ...changes,
});
const visit = (id: number, day: string, from: string, to: string): PlacedVisit => ({
  id,
  startsAt: at(day, from),
  endsAt: at(day, to),
  technicianIds: [CARLOS],
});
const place = (day: string, from: string, to: string, visitId?: number) => ({
  ...(visitId === undefined ? {} : { visitId }),
  startsAt: at(day, from),
  endsAt: at(day, to),
  technicianIds: [CARLOS],
});
const kinds = (placement: ReturnType<typeof place>, ctx: ConflictContext) =>
  findVisitConflicts(placement, ctx).map((conflict) => conflict.kind);

describe('findVisitConflicts', () => {
  it('defaults to Monday to Friday, 07:00–17:00, 6 visits and 8 hours', () => {
    expect(DEFAULT_TECHNICIAN_HOURS).toEqual({
      workDays: [1, 2, 3, 4, 5],
      workStart: '07:00',
      workEnd: '17:00',
      maxVisitsPerDay: 6,
      maxHoursPerDay: 8,
    });
    expect(
      kinds(place('2026-12-07', '07:00', '17:00'), context({ hours: hours({ maxHoursPerDay: 10 }) })),
    ).toEqual([]);
  });

  it('finds an overlap but not a visit back to back, nor the visit being moved', () => {
    const others = [visit(1, '2026-12-07', '08:00', '10:00')];
    expect(kinds(place('2026-12-07', '09:30', '11:00'), context({ others }))).toEqual(['overlap']);
    expect(kinds(place('2026-12-07', '10:00', '11:00'), context({ others }))).toEqual([]);
    expect(kinds(place('2026-12-07', '09:00', '11:00', 1), context({ others }))).toEqual([]);
  });

  it('finds work outside the hours and on a day off', () => {
    expect(kinds(place('2026-12-07', '06:30', '08:00'), context())).toEqual(['outside-hours']);
    expect(kinds(place('2026-12-07', '16:00', '17:30'), context())).toEqual(['outside-hours']);
    const saturday = findVisitConflicts(place('2026-12-12', '09:00', '10:00'), context());
    expect(saturday).toEqual([
      { kind: 'outside-hours', technicianId: CARLOS, message: 'Carlos Mendez does not work on this day.' },
    ]);
  });

  it('finds time off that touches the visit', () => {
    const timeOff = [
      {
        employeeId: CARLOS,
        startsAt: at('2026-12-07', '12:00'),
        endsAt: at('2026-12-07', '13:00'),
        reason: null,
      },
    ];
    expect(kinds(place('2026-12-07', '11:00', '12:30'), context({ timeOff }))).toEqual(['time-off']);
    expect(kinds(place('2026-12-07', '13:00', '14:00'), context({ timeOff }))).toEqual([]);
  });

  it('counts the visits and hours of the same local day only', () => {
    const others = [
      visit(1, '2026-12-07', '07:00', '09:00'),
      visit(2, '2026-12-07', '09:00', '12:00'),
      visit(3, '2026-12-08', '07:00', '16:00'),
    ];
    const ctx = context({ others, hours: hours({ maxVisitsPerDay: 2 }) });
    expect(kinds(place('2026-12-07', '13:00', '15:00'), ctx)).toEqual(['too-many-visits']);
    expect(
      kinds(place('2026-12-07', '13:00', '14:30'), context({ others, hours: hours({ maxHoursPerDay: 6 }) })),
    ).toEqual(['too-many-hours']);
  });

  it('counts four hours for 00:30–03:30 on the day the clocks go back', () => {
    const ctx = context({
      hours: hours({ workDays: [0], workStart: '00:00', workEnd: '24:00', maxHoursPerDay: 3.5 }),
    });
    const conflicts = findVisitConflicts(place('2026-11-01', '00:30', '03:30'), ctx);
    expect(conflicts.map((conflict) => conflict.message)).toEqual([
      'Carlos Mendez would have 4 h of visits this day; the most is 3.5 h.',
    ]);
  });
});
