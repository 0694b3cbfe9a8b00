import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEntryArguments } from '#tooling/test-server/server-entry.ts';
import { openPglite } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
let dataDir: string;

beforeAll(async () => {
  // A database the demo seed cannot write to: its employee insert breaks a check constraint, so
  // the failing query carries the seed's parameters, password hashes included.
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-start-up-'));
  const database = await openPglite({ dataDir });
  await migrateDatabase(database);
  await database.db.execute(
    sql`alter table employees add constraint no_demo_staff check (email not like '%@%')`,
  );
  await database.close();
}, 120_000);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, serverEntryArguments(), {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        DEMO_SEED: 'true',
        PORT: '39517',
        HOST: '127.0.0.1',
        OUTBOX_POLL_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('a server that fails to start', () => {
  it('exits with a failure, logged through the logger without query parameters or hashes', async () => {
    const { code, output } = await startServer();
    expect(code, output).toBe(1);
    expect(output).not.toMatch(/\$argon2/);
    expect(output).not.toMatch(/params:/);
    expect(output).not.toContain('demo-portal-2026');
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: Record<string, unknown> });
    const failure = lines.find((line) => line.msg === 'Start-up failed');
    expect(failure, output).toBeDefined();
    expect(failure?.level).toBe(60);
    // Enough to act on: what broke and where.
    expect(JSON.stringify(failure?.err)).toContain('no_demo_staff');
  }, 60_000);
});
