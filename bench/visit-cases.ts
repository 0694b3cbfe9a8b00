import type { LoadCase } from './cases.ts';
import { dayRange, type Range, type VisitFixtures, weekRange } from './visit-fixtures.ts';

/** The board's reads, measured at the load a dispatch office puts on them. */
export const SCHEDULE_CONNECTIONS = 10;

export const VISITS_DAY_CASE = 'visits one day (every technician)';
export const VISITS_WEEK_CASE = 'visits one week (every technician)';

/** The schedule's targets: p99 at 10 connections, and the day's server CPU per request. */
export const SCHEDULE_TARGETS: Record<string, { p99Ms: number; serverCpuMs?: number }> = {
  [VISITS_DAY_CASE]: { p99Ms: 50, serverCpuMs: 2 },
  [VISITS_WEEK_CASE]: { p99Ms: 100 },
};

function visitsPath(range: Range): string {
  return `/api/visits?${new URLSearchParams({ from: range.from, to: range.to })}`;
}

/**
 * GET /api/visits as the board asks it: one weekday's bounds for every technician (the day view)
 * and seven days (the week view), on the busiest weekday of the data's last two weeks.
 */
export function visitCases(
  fixtures: VisitFixtures,
  base: Pick<LoadCase, 'origin' | 'headers'>,
  connections: number,
): LoadCase[] {
  const day = { ...base, kind: 'schedule', method: 'GET', connections } as const;
  return [
    { ...day, name: VISITS_DAY_CASE, paths: [visitsPath(dayRange(fixtures.day, fixtures.timeZone))] },
    { ...day, name: VISITS_WEEK_CASE, paths: [visitsPath(weekRange(fixtures.day, fixtures.timeZone))] },
  ];
}
