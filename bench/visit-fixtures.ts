import pg from 'pg';
import { mondayOf } from '../src/server/db/seed-technician-days.ts';
import {
  addDays,
  DEFAULT_TIME_ZONE,
  dayBounds,
  instantAt,
  weekdayOf,
} from '../src/shared/domain/company-time.ts';
import type { Query } from './fixtures.ts';

/** What the schedule cases and the races need from the measured data. */
export type VisitFixtures = {
  timeZone: string;
  /** The weekday with the most visits from two weeks before the newest order on ('YYYY-MM-DD', company zone). */
  day: string;
  dayVisits: number;
  /** Visits in the week (Monday to Sunday) that holds `day`. */
  weekVisits: number;
  /** The technician both dispatchers book in each race. */
  raceTechnicianId: number;
  /** Two different open orders per race, one for each dispatcher. */
  raceOrderIds: number[];
  /** A weekday after every visit of the data: the races book from there on. */
  raceFirstDay: string;
};

export type Range = { from: string; to: string };

/** [start, end) of the day in the company's zone, as GET /api/visits takes it. */
export function dayRange(day: string, timeZone: string): Range {
  const { start, end } = dayBounds(day, timeZone);
  return { from: start.toISOString(), to: end.toISOString() };
}

/** The seven days from the Monday of the week holding `day`. */
export function weekRange(day: string, timeZone: string): Range {
  const monday = mondayOf(day);
  return {
    from: dayBounds(monday, timeZone).start.toISOString(),
    to: dayBounds(addDays(monday, 6), timeZone).end.toISOString(),
  };
}

/** One hour (10:00-11:00 company time) per race, each on the next weekday from `firstDay`. */
export function raceSlots(
  firstDay: string,
  tries: number,
  timeZone: string,
): { startsAt: string; endsAt: string }[] {
  const slots: { startsAt: string; endsAt: string }[] = [];
  for (let day = firstDay; slots.length < tries; day = addDays(day, 1)) {
    const weekday = weekdayOf(day);
    if (weekday === 0 || weekday === 6) continue;
    slots.push({
      startsAt: instantAt(day, '10:00', timeZone).toISOString(),
      endsAt: instantAt(day, '11:00', timeZone).toISOString(),
    });
  }
  return slots;
}

async function first<T>(query: Query, text: string, params: unknown[], what: string): Promise<T> {
  const row = (await query(text, params)).rows[0] as T | undefined;
  if (!row) throw new Error(`The benchmark database has no ${what}`);
  return row;
}

export async function readVisitFixtures(query: Query, raceTries: number): Promise<VisitFixtures> {
  const settings = (await query('select time_zone from company_settings')).rows[0] as
    | { time_zone: string }
    | undefined;
  const timeZone = settings?.time_zone ?? DEFAULT_TIME_ZONE;
  const busiest = await first<{ day: string; n: number }>(
    query,
    `select (starts_at at time zone $1)::date::text as day, count(*)::int as n from visits
     where starts_at >= (select max(created_at) from work_orders) - interval '14 days'
       and extract(isodow from starts_at at time zone $1) <= 5
     group by 1 order by 2 desc, 1 desc limit 1`,
    [timeZone],
    'visit in the last two weeks of its data',
  );
  const week = weekRange(busiest.day, timeZone);
  const { n: weekVisits } = await first<{ n: number }>(
    query,
    'select count(*)::int as n from visits where starts_at < $2 and ends_at > $1',
    [week.from, week.to],
    'week',
  );
  const technician = await first<{ id: number }>(
    query,
    `select id from employees where employee_type = 'plumber' and is_active order by id limit 1`,
    [],
    'active plumber',
  );
  const orders = (await query(
    `select id from work_orders where status in ('open', 'in-progress') and deleted_at is null order by id desc limit $1`,
    [raceTries * 2],
  )) as { rows: { id: number }[] };
  if (orders.rows.length < 2)
    throw new Error('The benchmark database has fewer than two open orders for the races');
  const last = await first<{ day: string }>(
    query,
    `select ((coalesce(max(ends_at), now()) at time zone $1)::date + 7)::text as day from visits`,
    [timeZone],
    'visits',
  );
  return {
    timeZone,
    day: busiest.day,
    dayVisits: busiest.n,
    weekVisits,
    raceTechnicianId: technician.id,
    raceOrderIds: orders.rows.map((row) => row.id),
    raceFirstDay: last.day,
  };
}

export async function loadVisitFixtures(url: string, raceTries: number): Promise<VisitFixtures> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await readVisitFixtures((text, params) => client.query(text, params), raceTries);
  } finally {
    await client.end();
  }
}
