import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, pgliteClientOf } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { addDays, clockMinutesOf, dayOf, weekdayOf } from '../src/shared/domain/company-time.ts';
import { BOARD_DAY, seedBoardDay } from './board-day-data.ts';
import type { Query } from './fixtures.ts';
import { readVisitFixtures } from './visit-fixtures.ts';

/** The next Wednesday: the fixtures look for the busiest weekday near the data's newest order (now). */
function nextWednesday(): string {
  let day = addDays(dayOf(new Date(), 'America/Chicago'), 1);
  while (weekdayOf(day) !== 3) day = addDays(day, 1);
  return day;
}
const DAY = nextWednesday();

let database: Database;
let query: Query;

beforeAll(async () => {
  database = await openPglite({ memory: true });
  await migrateDatabase(database);
  const client = pgliteClientOf(database);
  query = (text, params) => client.query(text, params);
}, 60_000);
afterAll(() => database.close());

describe('seedBoardDay', () => {
  it('books 40 active technicians 8 visits each on the day, in their company-time hours, never overlapping', async () => {
    const board = await seedBoardDay(query, DAY);
    expect(board.technicianIds).toHaveLength(BOARD_DAY.technicians);
    expect(board.visitIds).toHaveLength(BOARD_DAY.technicians * BOARD_DAY.visitsEach);
    const { rows } = (await query(
      `select t.employee_id, v.starts_at, v.ends_at, v.status, e.is_active, e.employee_type
       from visits v join visit_technicians t on t.visit_id = v.id and t.role = 'lead'
       join employees e on e.id = t.employee_id order by t.employee_id, v.starts_at`,
    )) as {
      rows: {
        employee_id: number;
        starts_at: Date;
        ends_at: Date;
        status: string;
        is_active: boolean;
        employee_type: string;
      }[];
    };
    expect(rows).toHaveLength(320);
    for (const id of board.technicianIds) {
      const lane = rows.filter((row) => row.employee_id === id);
      expect(lane).toHaveLength(8);
      expect(lane.map((row) => clockMinutesOf(new Date(row.starts_at), 'America/Chicago'))).toEqual([
        420, 495, 570, 645, 720, 795, 870, 945,
      ]);
    }
    expect(new Set(rows.map((row) => dayOf(new Date(row.starts_at), 'America/Chicago')))).toEqual(
      new Set([DAY]),
    );
    expect(
      rows.every((row) => row.is_active && row.employee_type === 'plumber' && row.status === 'scheduled'),
    ).toBe(true);
  });

  it('is what the schedule cases and the races read: the busiest weekday, its week, a free day after it', async () => {
    const fixtures = await readVisitFixtures(query, 2);
    expect(fixtures).toMatchObject({
      timeZone: 'America/Chicago',
      day: DAY,
      dayVisits: 320,
      weekVisits: 320,
    });
    expect(fixtures.raceFirstDay).toBe(addDays(DAY, 7));
    expect(fixtures.raceOrderIds).toHaveLength(4);
    expect(new Set(fixtures.raceOrderIds).size).toBe(4);
  });

  it('refuses a day that is not YYYY-MM-DD', async () => {
    await expect(seedBoardDay(query, '12/02/2026')).rejects.toThrow('YYYY-MM-DD');
  });
});
