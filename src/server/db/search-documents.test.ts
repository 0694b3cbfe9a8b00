import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnmigratedTestDatabase } from '#tooling/test-server/test-database.ts';
import { type Database, queryRows } from './client.ts';
import { migrateDatabase, migrationsFolder } from './migrate.ts';

// Migration 0007 (ADR 035) on a database that already holds work: the backfill writes every order's
// search document, and from then on the triggers keep them, purges included.
const SEARCH_MIGRATION = '0007_work-order-search';

/** The committed migrations before the search's, in a folder of their own. */
function migrationsBeforeSearch(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-before-search-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === SEARCH_MIGRATION);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

let database: Database;
let folder: string;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);
const matching = async (tsquery: string, column: 'own' | 'doc' = 'doc') =>
  (
    await rows<{ id: number }>(
      sql`select work_order_id as id from work_order_search
        where ${sql.raw(column)} @@ to_tsquery('simple', ${tsquery}) order by 1`,
    )
  ).map((row) => row.id);

beforeAll(async () => {
  database = await createUnmigratedTestDatabase();
  folder = migrationsBeforeSearch();
  await migrateDatabase(database, folder);
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  await run(sql`insert into employees (id, name, email, employee_type, password_hash) values
    (1, 'Quentin Marbleworth', 'q@test.plumbing', 'plumber', 'x'),
    (2, 'Olive Office', 'o@test.plumbing', 'office', 'x'),
    (3, 'Ada Assignee', 'a@test.plumbing', 'plumber', 'x')`);
  await run(sql`insert into work_orders (id, work_order_id, title, description, customer_name, city, status,
      assigned_to, assigned_office_employee, completed_at, deleted_at) values
    (1, '48213', 'Slab leak', 'Under the kitchen', 'Marilyn Rasmussen', 'Granite Falls', 'open', 1, 2, null, null),
    (2, '48214', 'Water heater', 'Tank failed', null, null, 'completed', null, null, now(), null),
    (3, '48215', 'Gone job', 'Deleted before the search', null, null, 'open', null, null, null, now())`);
  await run(sql`insert into work_order_assignees (work_order_id, employee_id) values (2, 3)`);
  await run(sql`insert into comments (work_order_id, content) values
    (1, 'Thermocouple replaced'), (2, 'Anode rod checked'), (3, 'Gone comment')`);
  await run(
    sql`insert into questions (work_order_id, question, answer) values (2, 'Which brand?', 'Zanderfold')`,
  );
  await migrateDatabase(database);
});
afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the work-order search migration', () => {
  it('writes a document for every existing order, deleted ones marked', async () => {
    const documents = await rows<{ id: number; status: string; completed: boolean; deleted: boolean }>(
      sql`select work_order_id as id, status, completed_at is not null as completed, deleted
        from work_order_search order by 1`,
    );
    expect(documents).toEqual([
      { id: 1, status: 'open', completed: false, deleted: false },
      { id: 2, status: 'completed', completed: true, deleted: false },
      { id: 3, status: 'open', completed: false, deleted: true },
    ]);
  });

  it("puts the order's own text and people in own, everything in doc", async () => {
    expect(await matching("'rasmussen':*", 'own')).toEqual([1]);
    expect(await matching("'granite':* & 'falls':*", 'own')).toEqual([1]);
    expect(await matching("'48214':*", 'own')).toEqual([2]);
    expect(await matching("'marbleworth':* & 'olive':*", 'own')).toEqual([1]);
    expect(await matching("'ada':*", 'own')).toEqual([2]);
    expect(await matching("'thermocouple':*", 'own')).toEqual([]);
    expect(await matching("'thermocouple':*")).toEqual([1]);
    expect(await matching("'zanderfold':*")).toEqual([2]);
    expect(await matching("'slab':* & 'thermocouple':*")).toEqual([1]);
    // Own text is weighted A, people B.
    expect(await matching("'rasmussen':*A", 'own')).toEqual([1]);
    expect(await matching("'marbleworth':*A", 'own')).toEqual([]);
    expect(await matching("'marbleworth':*B", 'own')).toEqual([1]);
  });

  it('leaves the triggers keeping the documents, a purge included', async () => {
    await database.db.execute(
      sql`insert into comments (work_order_id, content) values (2, 'Pelicanfold valve')`,
    );
    expect(await matching("'pelicanfold':*")).toEqual([2]);
    await database.db.execute(sql`update work_orders set status = 'open', completed_at = null where id = 2`);
    const [reopened] = await rows<{ status: string; completed_at: string | null }>(
      sql`select status, completed_at from work_order_search where work_order_id = 2`,
    );
    expect(reopened).toEqual({ status: 'open', completed_at: null });
    await database.db.execute(sql`delete from work_orders where id = 3`);
    expect(
      (await rows<{ id: number }>(sql`select work_order_id as id from work_order_search order by 1`)).map(
        (r) => r.id,
      ),
    ).toEqual([1, 2]);
    await database.db.execute(sql`delete from employees where id = 1`);
    expect(await matching("'marbleworth':*")).toEqual([]);
    expect(await matching("'olive':*")).toEqual([1]);
  });

  it('matches what the one definition of a document says for every order', async () => {
    const [row] = await rows<{ different: number }>(sql`select count(*)::int as different
      from work_order_search s full join work_order_search_documents d using (work_order_id)
      where (s.status, s.created_at, s.completed_at, s.deleted, s.own, s.doc)
        is distinct from (d.status, d.created_at, d.completed_at, d.deleted, d.own, d.doc)`);
    expect(row?.different).toBe(0);
  });
});
