import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../src/server/db/demo-accounts.ts';
import type { Cleanup } from './cleanup.ts';
import { type Background, REPO_ROOT, runToEnd, startBackground, waitForOk } from './processes.ts';

/** Management sees every work order: the widest lists. */
export const BENCH_ACCOUNT = 'margaret.doyle@demo.plumbing';
/** The office's dispatcher: the second of the two who book at once in the visit races. */
export const RACE_DISPATCHER = 'priya.natarajan@demo.plumbing';

const SERVER_ENTRY = path.join(REPO_ROOT, 'dist/server/index.js');

export type PortalServer = { origin: string; process: Background; workDir: string };

export async function buildPortal(): Promise<void> {
  console.log('Building (npm run build)');
  await runToEnd('npm', ['run', 'build'], { label: 'npm run build' });
}

/**
 * With BENCH_SERVER_PROFILE_DIR set, each server the benchmark starts writes a V8 CPU profile there
 * when it stops (open it in Chrome's DevTools): where a case's server CPU goes.
 */
function profileArguments(): string[] {
  const dir = process.env.BENCH_SERVER_PROFILE_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

/** PostgreSQL by URL, or the embedded default: PGlite under a data directory, no DATABASE_URL. */
export type PortalDatabase = { databaseUrl: string } | { pgliteDataDir: string };

/**
 * The production server as deployed (`node dist/server/index.js`), with the outbox worker off so it
 * does not compete for the CPU, and the per-address sign-in limit lifted for the login case.
 * Migrations run at start, so the wait allows for a new index on a large table.
 */
export async function startPortal(
  database: PortalDatabase,
  port: number,
  cleanup: Cleanup,
): Promise<PortalServer> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run without --no-build`);
  const workDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  cleanup.add('remove server work dir', async () => rmSync(workDir, { recursive: true, force: true }));
  const server = startBackground(process.execPath, [...profileArguments(), SERVER_ENTRY], {
    label: 'portal server',
    logFile: path.join(workDir, 'server.log'),
    env: {
      // undefined removes a DATABASE_URL the caller's environment may have.
      DATABASE_URL: 'databaseUrl' in database ? database.databaseUrl : undefined,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OUTBOX_POLL_MS: '0',
      DEMO_SEED: 'false',
      LOGIN_RATE_LIMIT: '1000000',
      DATA_DIR: 'pgliteDataDir' in database ? database.pgliteDataDir : path.join(workDir, 'data'),
    },
  });
  cleanup.add('stop portal server', server.stop);
  const origin = `http://127.0.0.1:${port}`;
  await waitForOk(`${origin}/api/health`, server, 15 * 60_000);
  return { origin, process: server, workDir };
}

export async function signIn(origin: string, email = BENCH_ACCOUNT): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, stayLoggedIn: true }),
  });
  if (!response.ok)
    throw new Error(`Sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}
