import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Cleanup } from './cleanup.ts';
import type { BenchOptions, ScaleSizes } from './options.ts';
import {
  createDatabase,
  databaseExists,
  databaseUrl,
  dropDatabase,
  readScaleMarker,
  sameSizes,
  writeScaleMarker,
} from './postgres-admin.ts';
import { REPO_ROOT, runToEnd, TSX } from './processes.ts';

const SEED_SCALE_CLI = path.join(REPO_ROOT, 'tooling/scale-seed/seed-scale.ts');

/**
 * The scale seed CLI in its own process, as a user would run it (`npm run db:seed-scale`), into
 * `target`: PostgreSQL by URL, or PGlite under a data directory (and no DATABASE_URL, even one the
 * caller's environment has).
 */
export async function seedScale(
  target: { url: string } | { dataDir: string },
  sizes: ScaleSizes,
): Promise<void> {
  if (!existsSync(SEED_SCALE_CLI)) throw new Error(`The scale seed CLI is missing: ${SEED_SCALE_CLI}`);
  const args = [
    SEED_SCALE_CLI,
    '--work-orders',
    String(sizes.workOrders),
    '--comments',
    String(sizes.comments),
    '--employees',
    String(sizes.employees),
  ];
  console.log(
    `Seeding ${sizes.workOrders} work orders, ${sizes.comments} comments, ${sizes.employees} employees`,
  );
  const env =
    'url' in target ? { DATABASE_URL: target.url } : { DATABASE_URL: undefined, DATA_DIR: target.dataDir };
  await runToEnd(TSX, args, { label: 'seed-scale', env: { ...env, LOG_LEVEL: 'warn' } });
}

/** Whether the table has a row; false when it does not exist (a database older than its migration). */
async function holdsRows(client: pg.Client, table: 'visits' | 'visit_hand_backs'): Promise<boolean> {
  try {
    const { rows } = await client.query<{ found: boolean }>(
      `select exists (select 1 from ${table}) as found`,
    );
    return rows[0]?.found === true;
  } catch {
    return false;
  }
}

/**
 * What the database lacks of the scale seed's data, when it was seeded before the seed wrote
 * visits (migration 0015) or hand-backs (migration 0018); null when it has both.
 */
async function missingSeedData(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (!(await holdsRows(client, 'visits'))) return 'seeded before the scale seed wrote visits';
    if (!(await holdsRows(client, 'visit_hand_backs')))
      return 'seeded before the scale seed wrote hand-backs';
    return null;
  } finally {
    await client.end();
  }
}

/**
 * The database a run measures. Quick: a fresh one, dropped by the cleanup. Full: the named
 * database is reused when its marker records the requested sizes, else re-created and seeded
 * (the marker is written only after the seed succeeded).
 */
export async function prepareScaleDatabase(options: BenchOptions, cleanup: Cleanup): Promise<string> {
  const { postgresBase: base, database, sizes } = options;
  const url = databaseUrl(base, database);
  if (options.quick) {
    await dropDatabase(base, database);
    await createDatabase(base, database);
    cleanup.add(`drop database ${database}`, () => dropDatabase(base, database));
    await seedScale({ url }, sizes);
    return url;
  }
  const marker = (await databaseExists(base, database)) ? await readScaleMarker(base, database) : null;
  const missing = marker === null ? null : await missingSeedData(url);
  if (!options.reseed && marker && sameSizes(marker, sizes) && missing === null) {
    console.log(`Reusing ${database} (${marker.workOrders} work orders, ${marker.comments} comments)`);
    return url;
  }
  const why = !marker
    ? 'no recorded data set'
    : options.reseed
      ? '--reseed'
      : !sameSizes(marker, sizes)
        ? 'another size'
        : missing;
  console.log(`Re-creating ${database} (${why}) and seeding it`);
  await dropDatabase(base, database);
  await createDatabase(base, database);
  await seedScale({ url }, sizes);
  await writeScaleMarker(base, database, sizes);
  return url;
}
