import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { appointmentDatesFromVisits } from '../src/server/db/appointment-dates-sql.ts';
import { raceSlots, type VisitFixtures } from './visit-fixtures.ts';

/** One race: the two dispatchers' answers (HTTP statuses) and the first unexpected answer's text. */
export type RaceTry = { statuses: number[]; unexpected?: string };

export type RaceOutcome = {
  tries: number;
  /** One 201 and one 409: what must always happen. */
  exactlyOne: number;
  bothBooked: number;
  noneBooked: number;
  /** Pairs of time-holding visit_technicians rows of one technician that overlap, after the races. */
  overlaps: number;
  firstUnexpected?: string;
};

export function summarizeRaces(tries: RaceTry[], overlaps: number): RaceOutcome {
  const booked = (race: RaceTry) => race.statuses.filter((status) => status === 201).length;
  const refused = (race: RaceTry) => race.statuses.filter((status) => status === 409).length;
  return {
    tries: tries.length,
    exactlyOne: tries.filter((race) => booked(race) === 1 && refused(race) === 1).length,
    bothBooked: tries.filter((race) => booked(race) === 2).length,
    noneBooked: tries.filter((race) => booked(race) === 0).length,
    overlaps,
    firstUnexpected: tries.find((race) => race.unexpected)?.unexpected,
  };
}

/** Whether the races showed what the no-overlap constraint promises. */
export function racesFailed(outcome: RaceOutcome): boolean {
  return outcome.overlaps > 0 || outcome.exactlyOne !== outcome.tries;
}

export function raceLine(outcome: RaceOutcome): string {
  return (
    `Races: ${outcome.exactlyOne} of ${outcome.tries} tries had exactly one booking (both booked: ` +
    `${outcome.bothBooked}, none: ${outcome.noneBooked}); overlapping time-holding rows after the run: ` +
    `${outcome.overlaps}${outcome.firstUnexpected ? ` (first unexpected answer: ${outcome.firstUnexpected})` : ''}`
  );
}

const OVERLAPS_SQL = `select count(*)::int as n from visit_technicians a
  join visit_technicians b on a.employee_id = b.employee_id and a.visit_id < b.visit_id and a.during && b.during
  where a.holds_time and b.holds_time`;

type RaceRun = {
  origin: string;
  /** The two dispatchers' session tokens. */
  tokens: [string, string];
  fixtures: VisitFixtures;
  tries: number;
  databaseUrl: string;
};

/**
 * Each try: two dispatchers POST /api/visits at once, different jobs, the same technician and
 * hour; then the SQL check for overlapping rows over the whole table. The visits booked are
 * deleted again and the orders' appointment days put back, so a reused database keeps its data.
 */
export async function runVisitRaces(run: RaceRun): Promise<RaceOutcome> {
  const { fixtures } = run;
  const orders = fixtures.raceOrderIds;
  const booked: number[] = [];
  const tries: RaceTry[] = [];
  for (const [i, slot] of raceSlots(fixtures.raceFirstDay, run.tries, fixtures.timeZone).entries()) {
    const answers = await Promise.all(
      run.tokens.map(async (token, side) => {
        const body = {
          workOrderId: orders[(2 * i + side) % orders.length],
          ...slot,
          leadId: fixtures.raceTechnicianId,
          notifyCustomer: false,
        };
        const response = await fetch(`${run.origin}/api/visits`, {
          method: 'POST',
          headers: { 'x-auth-token': token, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        if (response.status === 201) booked.push((JSON.parse(text) as { id: number }).id);
        return { status: response.status, text };
      }),
    );
    const odd = answers.find((answer) => answer.status !== 201 && answer.status !== 409);
    tries.push({
      statuses: answers.map((answer) => answer.status),
      unexpected: odd && `${odd.status} ${odd.text.slice(0, 200)}`,
    });
  }
  const client = new pg.Client({ connectionString: run.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(OVERLAPS_SQL);
    await client.query('delete from visits where id = any($1)', [booked]);
    const restore = new PgDialect().sqlToQuery(appointmentDatesFromVisits(fixtures.timeZone));
    await client.query(restore.sql, restore.params);
    return summarizeRaces(tries, rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
