import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { queryRows } from '#server/db/client.ts';
import { DEMO_PASSWORD } from '#server/db/demo-accounts.ts';
import { insertComments } from './scale-comments.ts';
import { insertEmployees } from './scale-employees.ts';
import { insertHandBacks } from './scale-hand-backs.ts';
import { insertActivity, insertNotifications } from './scale-notifications.ts';
import type { ScalePlan } from './scale-options.ts';
import { insertAssignees, insertAttachments, insertQuestions } from './scale-related.ts';
import { insertVisits } from './scale-visits.ts';
import { insertWorkOrders } from './scale-work-orders.ts';

export type ScaleStep = { name: string; rows: number | null; ms: number };

export type SeedScaleOptions = ScalePlan & {
  /** Delete every row of the data tables first; without it a database holding data is refused. */
  replace: boolean;
  /** Called once, for DEMO_PASSWORD; every employee gets the same hash. */
  hashPassword: (plain: string) => Promise<string>;
  onStep?: (step: ScaleStep) => void;
};

/** The database already holds data and --replace was not given. */
export class ScaleDatabaseNotEmptyError extends Error {}

/** Every table the app writes data to (not the migrations journal). */
const DATA_TABLES = [
  'employees',
  'sessions',
  'login_attempts',
  'sign_in_attempts',
  'work_orders',
  'work_order_assignees',
  'comments',
  'questions',
  'attachments',
  'notifications',
  'outbox',
  'activity_log',
  'work_order_search',
  'visits',
  'visit_technicians',
  'technician_schedules',
  'technician_time_off',
  'visit_hand_backs',
  'visit_hand_back_parts',
  'visit_hand_back_photos',
] as const;

/** The tables the seed fills, vacuumed and analyzed once it is done. */
const SEEDED_TABLES = DATA_TABLES.filter(
  (table) =>
    ![
      'sessions',
      'login_attempts',
      'sign_in_attempts',
      'outbox',
      'technician_schedules',
      'technician_time_off',
      'visit_hand_back_photos',
    ].includes(table),
);

async function rowCount(db: Executor, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*) as n from ${table}`));
  return Number(row?.n ?? 0);
}

async function clearOrRefuse(db: Executor, replace: boolean): Promise<void> {
  const workOrders = await rowCount(db, 'work_orders');
  const employees = await rowCount(db, 'employees');
  if (workOrders === 0 && employees === 0) return;
  if (!replace) {
    throw new ScaleDatabaseNotEmptyError(
      `The database already holds ${workOrders} work orders and ${employees} employees. ` +
        'Run again with --replace to delete all of its data and seed it anew.',
    );
  }
  await db.execute(sql.raw(`truncate table ${DATA_TABLES.join(', ')} restart identity cascade`));
}

/**
 * Drops the GIN (search) indexes and answers their definitions, read from the catalog so the
 * migrations stay their only source. Maintaining them row by row costs far more than building them
 * once after the load.
 */
async function dropSearchIndexes(db: Executor): Promise<string[]> {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and indexdef like '%USING gin %' order by indexname`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  return indexes.map((index) => index.definition);
}

/** The tables whose writes rewrite search documents by trigger (migration 0007, ADR 035). */
const SEARCH_SOURCE_TABLES = ['work_orders', 'work_order_assignees', 'comments', 'questions', 'employees'];

/**
 * The search documents' triggers off for the load (each insert would rewrite every document again)
 * and on again after it, in the seed's transaction: a failed seed leaves them on.
 */
async function setSearchTriggers(db: Executor, enabled: boolean): Promise<void> {
  for (const table of SEARCH_SOURCE_TABLES) {
    await db.execute(sql.raw(`alter table ${table} ${enabled ? 'enable' : 'disable'} trigger user`));
  }
}

/** Every order's search document in one statement, from the migration's own definition. */
async function insertSearchDocuments(db: Executor): Promise<void> {
  await db.execute(sql`insert into work_order_search
    (work_order_id, status, created_at, completed_at, deleted, own, doc)
    select work_order_id, status, created_at, completed_at, deleted, own, doc from work_order_search_documents`);
}

/**
 * Fills the database with the plan's volume in one transaction (all or nothing: the dropped search
 * indexes come back on rollback too), each table by one INSERT ... SELECT computed inside the
 * database, then VACUUM ANALYZE so the planner and the visibility map look like those of a
 * database in use for years.
 */
export async function seedScaleData(database: Database, options: SeedScaleOptions): Promise<ScaleStep[]> {
  const steps: ScaleStep[] = [];
  const started = performance.now();
  const timed = async <T>(name: string, table: string | null, db: Executor, run: () => Promise<T>) => {
    const from = performance.now();
    const result = await run();
    const ms = performance.now() - from;
    const step = { name, rows: table ? await rowCount(db, table) : null, ms };
    steps.push(step);
    options.onStep?.(step);
    return result;
  };
  const passwordHash = await options.hashPassword(DEMO_PASSWORD);
  await database.db.transaction(async (tx) => {
    // The statements are long expressions over a few large scans: compiling them with JIT costs
    // more (15 s for the work orders) than it saves.
    await tx.execute(sql`set local jit = off`);
    await timed(options.replace ? 'check and clear' : 'check', null, tx, () =>
      clearOrRefuse(tx, options.replace),
    );
    const searchIndexes = await dropSearchIndexes(tx);
    await setSearchTriggers(tx, false);
    const staff = await timed('employees', 'employees', tx, () => insertEmployees(tx, options, passwordHash));
    await timed('work orders', 'work_orders', tx, () => insertWorkOrders(tx, options, staff));
    await timed('assignees', 'work_order_assignees', tx, () => insertAssignees(tx, options, staff));
    await timed('comments', 'comments', tx, () => insertComments(tx, options, staff));
    await timed('questions', 'questions', tx, () => insertQuestions(tx, options, staff));
    await timed('attachments', 'attachments', tx, () => insertAttachments(tx, options, staff));
    await timed('notifications', 'notifications', tx, () => insertNotifications(tx, options));
    await timed('activity log', 'activity_log', tx, () => insertActivity(tx));
    await timed('visits', 'visits', tx, () => insertVisits(tx, options, staff));
    await timed('hand-backs', 'visit_hand_backs', tx, () => insertHandBacks(tx, options, staff));
    await timed('search documents', 'work_order_search', tx, () => insertSearchDocuments(tx));
    await setSearchTriggers(tx, true);
    await timed('search indexes', null, tx, async () => {
      for (const definition of searchIndexes) await tx.execute(sql.raw(definition));
    });
  });
  await timed('vacuum analyze', null, database.db, () =>
    database.db.execute(sql.raw(`vacuum (analyze) ${SEEDED_TABLES.join(', ')}`)),
  );
  const total = { name: 'total', rows: null, ms: performance.now() - started };
  steps.push(total);
  options.onStep?.(total);
  return steps;
}
