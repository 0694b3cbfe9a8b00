import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Cleanup } from './cleanup.ts';
import { startBackground, TSX, waitForOk } from './processes.ts';

/**
 * Starts bench/baseline-server.ts answering the very bytes (and total header) of the real first
 * page, from memory; resolves with its origin.
 */
export async function startBaseline(
  origin: string,
  token: string,
  port: number,
  workDir: string,
  cleanup: Cleanup,
): Promise<string> {
  const response = await fetch(`${origin}/api/work-orders?limit=50`, { headers: { 'x-auth-token': token } });
  if (!response.ok) throw new Error(`GET /api/work-orders?limit=50 answered ${response.status}`);
  const bodyFile = path.join(workDir, 'first-page.json');
  writeFileSync(bodyFile, await response.text());
  const total = response.headers.get('x-total-count') ?? '0';
  const args = ['bench/baseline-server.ts', '--port', String(port), '--body', bodyFile, '--total', total];
  const baseline = startBackground(TSX, args, {
    label: 'baseline server',
    logFile: path.join(workDir, 'baseline.log'),
  });
  cleanup.add('stop baseline server', baseline.stop);
  const baselineOrigin = `http://127.0.0.1:${port}`;
  await waitForOk(`${baselineOrigin}/health`, baseline, 60_000);
  return baselineOrigin;
}
