import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type DataLayer, FIRST_PAGE } from './cases.ts';
import type { Cleanup } from './cleanup.ts';
import { type RecordedStatement, recordStatements } from './explain.ts';
import { startBackground, waitForOk } from './processes.ts';

/** The portal's own pool size (src/server/db/client.ts). */
const POOL_SIZE = 10;

/**
 * The statements a warm server runs for the list first page: the list service is called twice on
 * one recording drizzle instance and the second call is kept, so a total the service shares
 * between requests (list-totals.ts) is left out, as it is from the portal's requests.
 */
async function firstPageStatements(url: string): Promise<RecordedStatement[]> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  try {
    return await recordStatements(pool, { name: 'list first page', list: FIRST_PAGE }, 2);
  } finally {
    await pool.end();
  }
}

/**
 * Starts bench/data-layer-server.ts on the first page's own statements and checks that it
 * answers; resolves with its origin and process id (its CPU time is measured like the portal's).
 */
export async function startDataLayer(
  url: string,
  port: number,
  workDir: string,
  cleanup: Cleanup,
): Promise<DataLayer & { statements: RecordedStatement[] }> {
  const statements = await firstPageStatements(url);
  const file = path.join(workDir, 'first-page-statements.json');
  writeFileSync(file, JSON.stringify(statements));
  // Node itself with tsx as a loader, not the tsx wrapper (which runs the script in a child): the
  // process id must be that of the process doing the work, for its CPU time.
  const args = [
    '--import',
    'tsx',
    'bench/data-layer-server.ts',
    '--port',
    String(port),
    '--url',
    url,
    '--statements',
    file,
    '--pool',
    String(POOL_SIZE),
  ];
  const server = startBackground(process.execPath, args, {
    label: 'data-layer baseline',
    logFile: path.join(workDir, 'data-layer.log'),
  });
  cleanup.add('stop data-layer baseline', server.stop);
  const origin = `http://127.0.0.1:${port}`;
  await waitForOk(`${origin}/health`, server, 60_000);
  const probe = await fetch(`${origin}/`);
  if (!probe.ok) throw new Error(`The data-layer baseline answered ${probe.status}: ${await probe.text()}`);
  const bytes = (await probe.arrayBuffer()).byteLength;
  console.log(
    `Data-layer baseline: ${statements.length} statements of the list first page, ${bytes} bytes per answer`,
  );
  return { origin, pid: server.child.pid, statements };
}
