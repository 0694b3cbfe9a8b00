import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runSeedScaleCli } from './seed-scale-cli.ts';

/**
 * The CLI opens its own database the way `npm run db:seed-scale` does: PGlite under DATA_DIR in
 * the api-pglite project, and in api-postgres an empty database of its own beside the template
 * (DATABASE_URL), dropped afterwards.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-scale-cli-'));
const templateUrl = inject('postgresTemplateUrl');
let databaseUrl: string | undefined;

async function onServer(sqlText: string) {
  const admin = new URL(templateUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

const scratchName = `${new URL(templateUrl || 'postgres://x/none').pathname.slice(1)}_cli${randomBytes(4).toString('hex')}`;
beforeAll(async () => {
  if (!templateUrl) return;
  await onServer(`CREATE DATABASE "${scratchName}"`);
  const url = new URL(templateUrl);
  url.pathname = `/${scratchName}`;
  databaseUrl = url.toString();
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await onServer(`DROP DATABASE IF EXISTS "${scratchName}" WITH (FORCE)`);
});

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const output = { log: (line: string) => out.push(line), error: (line: string) => err.push(line) };
  const hashPassword = async (plain: string) => `hash:${plain}`;
  const code = await runSeedScaleCli(argv, { databaseUrl, dataDir }, output, hashPassword);
  return { code, out, err };
}

const SMALL = [
  '--work-orders',
  '120',
  '--comments',
  '500',
  '--employees',
  '8',
  '--now',
  '2026-03-18T15:00:00Z',
];

describe('npm run db:seed-scale', () => {
  it('migrates and fills an empty database, printing the time of each step and the total', async () => {
    const { code, out, err } = await run(SMALL);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const server = databaseUrl ? new URL(databaseUrl) : undefined;
    const target = server
      ? `PostgreSQL ${server.hostname}:${server.port || 5432}/${scratchName}`
      : `PGlite in ${dataDir}`;
    expect(out[0]).toBe(
      `Seeding ${target}: 120 work orders, 500 comments, 8 employees, up to 2026-03-18T15:00:00.000Z`,
    );
    expect(out).toContainEqual(expect.stringMatching(/^work orders 120 in \d+\.\d s$/));
    expect(out).toContainEqual(expect.stringMatching(/^comments 500 in \d+\.\d s$/));
    expect(out.at(-1)).toMatch(/^total in \d+\.\d s$/);
  });

  it('refuses a database that holds data unless --replace is given', async () => {
    const refused = await run(SMALL);
    expect(refused.code).toBe(1);
    expect(refused.err.join('\n')).toBe(
      'The database already holds 120 work orders and 8 employees. ' +
        'Run again with --replace to delete all of its data and seed it anew.',
    );
    const replaced = await run([...SMALL, '--work-orders', '90', '--replace']);
    expect(replaced.code).toBe(0);
    expect(replaced.out).toContainEqual(expect.stringMatching(/^check and clear in /));
    expect(replaced.out).toContainEqual(expect.stringMatching(/^work orders 90 in /));
  });

  it('explains bad flags and prints the usage', async () => {
    const bad = await run(['--work-orders', 'lots']);
    expect(bad.code).toBe(1);
    expect(bad.err.join('\n')).toContain(
      "--work-orders must be a whole number from 1 to 2000000, got 'lots'",
    );
    expect(bad.err.join('\n')).toContain('Usage: npm run db:seed-scale');
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.out.join('\n')).toContain('--replace');
  });
});
