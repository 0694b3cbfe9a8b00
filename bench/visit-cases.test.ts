import { describe, expect, it } from 'vitest';
import type { CaseResult } from './load-plan.ts';
import { parseBenchOptions, runsRaces } from './options.ts';
import { targetMisses, toRows } from './report.ts';
import { VISITS_DAY_CASE, VISITS_WEEK_CASE, visitCases } from './visit-cases.ts';
import { dayRange, raceSlots, type VisitFixtures, weekRange } from './visit-fixtures.ts';
import { racesFailed, summarizeRaces } from './visit-races.ts';

const ZONE = 'America/Chicago';
const fixtures: VisitFixtures = {
  timeZone: ZONE,
  day: '2026-11-25',
  dayVisits: 150,
  weekVisits: 700,
  raceTechnicianId: 5,
  raceOrderIds: [10, 11, 12, 13],
  raceFirstDay: '2026-12-25',
};

describe('the schedule cases', () => {
  it("read one day's bounds in the company's zone, and the Monday-to-Sunday week around it", () => {
    expect(dayRange('2026-11-25', ZONE)).toEqual({
      from: '2026-11-25T06:00:00.000Z',
      to: '2026-11-26T06:00:00.000Z',
    });
    // The week of the autumn clock change in Chicago has 169 hours.
    expect(weekRange('2026-11-04', ZONE)).toEqual({
      from: '2026-11-02T06:00:00.000Z',
      to: '2026-11-09T06:00:00.000Z',
    });
    expect(weekRange('2026-03-08', ZONE)).toEqual({
      from: '2026-03-02T06:00:00.000Z',
      to: '2026-03-09T05:00:00.000Z',
    });
  });

  it('ask GET /api/visits for every technician at the schedule connections', () => {
    const cases = visitCases(
      fixtures,
      { origin: 'http://127.0.0.1:3300', headers: { 'x-auth-token': 't' } },
      10,
    );
    expect(cases.map((spec) => [spec.name, spec.kind, spec.method, spec.connections, spec.paths])).toEqual([
      [
        VISITS_DAY_CASE,
        'schedule',
        'GET',
        10,
        ['/api/visits?from=2026-11-25T06%3A00%3A00.000Z&to=2026-11-26T06%3A00%3A00.000Z'],
      ],
      [
        VISITS_WEEK_CASE,
        'schedule',
        'GET',
        10,
        ['/api/visits?from=2026-11-23T06%3A00%3A00.000Z&to=2026-11-30T06%3A00%3A00.000Z'],
      ],
    ]);
  });

  it('name the day over 50 ms p99 or 2 ms of server CPU, the week over 100 ms', () => {
    const result = (name: string, p99: number, cpu: number): CaseResult & { kind: 'schedule' } => ({
      name,
      kind: 'schedule',
      requests: 100,
      requestsPerSecond: 10,
      p50: 1,
      p99,
      non2xx: 0,
      socketErrors: 0,
      timeouts: 0,
      serverCpuMsPerRequest: cpu,
      postgresCpuMsPerRequest: null,
      bytesPerRequest: null,
    });
    const mode = { pglite: false };
    expect(
      targetMisses(toRows([result(VISITS_DAY_CASE, 49, 1.9), result(VISITS_WEEK_CASE, 99, 9)]), mode),
    ).toEqual([]);
    expect(
      targetMisses(toRows([result(VISITS_DAY_CASE, 50, 2), result(VISITS_WEEK_CASE, 100, 1)]), mode),
    ).toEqual([
      `${VISITS_DAY_CASE}: p99 50.0 ms (target < 50 ms)`,
      `${VISITS_DAY_CASE}: server CPU 2.00 ms per request (target < 2 ms)`,
      `${VISITS_WEEK_CASE}: p99 100.0 ms (target < 100 ms)`,
    ]);
  });
});

describe('the visit races', () => {
  it('book 10:00-11:00 company time on successive weekdays', () => {
    // Christmas 2026 is a Friday: the next race is on the Monday.
    expect(raceSlots('2026-12-25', 3, ZONE)).toEqual([
      { startsAt: '2026-12-25T16:00:00.000Z', endsAt: '2026-12-25T17:00:00.000Z' },
      { startsAt: '2026-12-28T16:00:00.000Z', endsAt: '2026-12-28T17:00:00.000Z' },
      { startsAt: '2026-12-29T16:00:00.000Z', endsAt: '2026-12-29T17:00:00.000Z' },
    ]);
  });

  it('count the tries with exactly one booking, and fail on any other outcome or an overlap', () => {
    const good = summarizeRaces([{ statuses: [201, 409] }, { statuses: [409, 201] }], 0);
    expect(good).toMatchObject({ tries: 2, exactlyOne: 2, bothBooked: 0, noneBooked: 0, overlaps: 0 });
    expect(racesFailed(good)).toBe(false);
    const both = summarizeRaces([{ statuses: [201, 201] }, { statuses: [201, 409] }], 1);
    expect(both).toMatchObject({ exactlyOne: 1, bothBooked: 1, overlaps: 1 });
    expect(racesFailed(both)).toBe(true);
    const missing = summarizeRaces([{ statuses: [404, 404], unexpected: '404 Not Found' }], 0);
    expect(missing).toMatchObject({ exactlyOne: 0, noneBooked: 1, firstUnexpected: '404 Not Found' });
    expect(racesFailed(missing)).toBe(true);
  });

  it('run by default and in the smoke run, not with --pglite or an --only that leaves them out', () => {
    const parse = (argv: string[]) => parseBenchOptions(argv, {});
    expect(parse([]).raceTries).toBe(50);
    expect(parse(['--smoke']).raceTries).toBe(5);
    expect(parse(['--races', '20']).raceTries).toBe(20);
    expect(runsRaces(parse([]))).toBe(true);
    expect(runsRaces(parse(['--smoke']))).toBe(true);
    expect(runsRaces(parse(['--only', 'races']))).toBe(true);
    expect(runsRaces(parse(['--only', 'detail']))).toBe(false);
    expect(runsRaces(parse(['--pglite']))).toBe(false);
  });
});
