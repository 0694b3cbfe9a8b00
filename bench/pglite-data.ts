import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, pgliteClientOf } from '../src/server/db/client.ts';
import type { Cleanup } from './cleanup.ts';
import { type Fixtures, type Query, readFixtures } from './fixtures.ts';
import type { BenchOptions, ScaleSizes } from './options.ts';
import { sameSizes } from './postgres-admin.ts';
import { REPO_ROOT } from './processes.ts';
import { seedScale } from './scale-database.ts';

/** Written beside the data only after the seed succeeded, as the PostgreSQL database's comment is. */
const MARKER_FILE = 'bench-sizes.json';

/** Seeded data directories live under data/ (git-ignored), one per size, reused between runs. */
function pgliteDataDir(sizes: ScaleSizes): string {
  return path.join(
    REPO_ROOT,
    'data',
    `bench-pglite-${sizes.workOrders}-${sizes.comments}-${sizes.employees}`,
  );
}

function readMarker(dataDir: string): ScaleSizes | null {
  const file = path.join(dataDir, MARKER_FILE);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ScaleSizes;
  } catch {
    return null;
  }
}

/**
 * The PGlite data directory a --pglite run measures (the server's DATA_DIR). Quick: a fresh one in
 * a temporary folder, removed by the cleanup. Otherwise the one of the requested sizes is reused
 * when its marker says a seed of those sizes finished, else emptied and seeded again.
 */
export async function preparePgliteData(options: BenchOptions, cleanup: Cleanup): Promise<string> {
  const { sizes } = options;
  if (options.quick) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-pglite-'));
    cleanup.add('remove the PGlite data', async () => rmSync(dataDir, { recursive: true, force: true }));
    await seedScale({ dataDir }, sizes);
    return dataDir;
  }
  const dataDir = pgliteDataDir(sizes);
  const marker = readMarker(dataDir);
  if (!options.reseed && marker && sameSizes(marker, sizes)) {
    console.log(`Reusing ${path.relative(REPO_ROOT, dataDir)}`);
    return dataDir;
  }
  console.log(
    `Seeding ${path.relative(REPO_ROOT, dataDir)} (${marker ? '--reseed' : 'no finished seed there'})`,
  );
  rmSync(dataDir, { recursive: true, force: true });
  await seedScale({ dataDir }, sizes);
  writeFileSync(path.join(dataDir, MARKER_FILE), `${JSON.stringify(sizes)}\n`);
  return dataDir;
}

/**
 * Reads from the data directory while no server has it open: PGlite is one process's database, so
 * the directory is opened here, read and closed again before the server opens it.
 */
export async function readPglite<T>(dataDir: string, read: (query: Query) => Promise<T>): Promise<T> {
  const database = await openPglite({ dataDir });
  try {
    const client = pgliteClientOf(database);
    return await read((text, params) => client.query(text, params));
  } finally {
    await database.close();
  }
}

/** The fixtures, read before the server starts. */
export function loadPgliteFixtures(dataDir: string): Promise<Fixtures> {
  return readPglite(dataDir, (query) => readFixtures(query, 1));
}
