import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { serverEntryArguments } from '#tooling/test-server/server-entry.ts';
import { DEMO_ACCOUNTS } from './db/demo-accounts.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-first-start-'));
const PORT = 39_518;
let child: ChildProcess | undefined;
let output = '';

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Waits until the server's output matches, or fails with what it printed. */
async function outputMatching(pattern: RegExp, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  while (!pattern.test(output)) {
    if (Date.now() - started > timeoutMs) throw new Error(`No ${pattern} in:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('a first start on a fresh folder is short, readable and on this machine only', async () => {
  // As a newcomer's terminal: no HOST, readable logs (a pipe would get JSON by default).
  child = spawn(process.execPath, serverEntryArguments(), {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      LOG_FORMAT: 'pretty',
      OUTBOX_POLL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const lastAccount = DEMO_ACCOUNTS.at(-1)?.email ?? '';
  await outputMatching(new RegExp(lastAccount.replaceAll('.', '\\.')));

  const lines = output.split('\n');
  const addressLine = lines.findIndex((line) =>
    line.startsWith(`Staff portal running at http://localhost:${PORT}`),
  );
  expect(addressLine).toBeGreaterThanOrEqual(0);
  expect(addressLine).toBeLessThan(30);
  for (const account of DEMO_ACCOUNTS) expect(output).toContain(account.email);
  await outputMatching(/Server listening at/);
  expect(output).toContain(`Server listening at http://127.0.0.1:${PORT}`);
  expect(output).not.toMatch(/"level":/); // no JSON in a terminal

  const answer = await fetch(`http://127.0.0.1:${PORT}/api/health`);
  expect(answer.status).toBe(200);
  await outputMatching(/GET \/api\/health 200/);
  const requestLines = output.split('\n').filter((line) => line.includes('/api/health'));
  expect(requestLines).toHaveLength(1);
  expect(requestLines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/health 200 \(\d+(\.\d)? ms\)$/);
}, 120_000);
