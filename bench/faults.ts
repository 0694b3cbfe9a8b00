import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { signInLockFromOneAddress, simultaneousPausedJobs } from '../tooling/faults/contention-scenarios.ts';
import {
  frozenDatabaseUnderLoad,
  terminatedConnectionsUnderLoad,
} from '../tooling/faults/database-scenarios.ts';
import { disposeOpenPortals } from '../tooling/faults/fault-portal.ts';
import type { FaultReport } from '../tooling/faults/fault-report.ts';
import { killUnderWriteLoad, sigtermUnderWriteLoad } from '../tooling/faults/process-scenarios.ts';
import { slowHeaders } from '../tooling/faults/slow-headers-scenario.ts';
import { interruptedUploadSweptAtStart } from '../tooling/faults/upload-scenario.ts';
import { type Cleanup, runWithCleanup } from './cleanup.ts';
import { type FaultRow, faultTable } from './faults-table.ts';
import { REPO_ROOT } from './processes.ts';

/** The fault suite's scenarios (tooling/faults), measured instead of asserted, and three more. */
const SCENARIOS: Array<{ key: string; run: () => Promise<FaultReport> }> = [
  { key: 'terminate', run: () => terminatedConnectionsUnderLoad() },
  { key: 'freeze', run: () => frozenDatabaseUnderLoad() },
  { key: 'sigterm', run: () => sigtermUnderWriteLoad() },
  { key: 'kill', run: () => killUnderWriteLoad() },
  { key: 'upload', run: () => interruptedUploadSweptAtStart() },
  // As deployed: the server's own headers timeout, whatever it is.
  { key: 'slow-headers', run: () => slowHeaders() },
  { key: 'paused-20', run: () => simultaneousPausedJobs(20) },
  { key: 'paused-100', run: () => simultaneousPausedJobs(100) },
  { key: 'sign-in-lock', run: () => signInLockFromOneAddress() },
];

const HELP = `Usage: npm run bench:faults -- [options]
  --pg-url URL     a PostgreSQL server (postgres://user@host:port); throw-away databases are made on it
                   (default: TEST_DATABASE_URL, whose database name prefixes theirs,
                   else postgres://postgres@127.0.0.1:5432 with the prefix portal_bench_faults)
  --only a,b       only these scenarios: ${SCENARIOS.map((s) => s.key).join(', ')}
  --out FILE       also write the Markdown report to FILE
Reports; never fails on what it finds (exit 1 only when it cannot run at all).`;

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main(cleanup: Cleanup): Promise<number> {
  const { values } = parseArgs({
    options: {
      'pg-url': { type: 'string' },
      only: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  // The harness makes its databases on TEST_DATABASE_URL's server, named after its database.
  if (values['pg-url'] || !process.env.TEST_DATABASE_URL) {
    const url = new URL(values['pg-url'] ?? 'postgres://postgres@127.0.0.1:5432');
    url.pathname = '/portal_bench_faults';
    process.env.TEST_DATABASE_URL = url.toString();
  }
  cleanup.add('end open portals', disposeOpenPortals);

  const only = values.only?.split(',').map((key) => key.trim()) ?? [];
  const chosen = SCENARIOS.filter((scenario) => only.length === 0 || only.includes(scenario.key));
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const rows: FaultRow[] = [];
  for (const scenario of chosen) {
    console.log(`${scenario.key}...`);
    const started = Date.now();
    try {
      const report = await scenario.run();
      rows.push({ name: scenario.key, report, seconds: (Date.now() - started) / 1000 });
      console.log(`  ${report.notes.join('; ')}`);
    } catch (error) {
      rows.push({
        name: scenario.key,
        failure: (error as Error).message,
        seconds: (Date.now() - started) / 1000,
      });
      console.log(`  failed: ${(error as Error).message}`);
    }
  }
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
  const markdown = [
    `# Faults: ${startedAt.toISOString()}, commit ${gitCommit()}`,
    '',
    `Machine: ${os.cpus().length} cores, load average (1/5/15 min) ${load(loadBefore)} before and ` +
      `${load(os.loadavg())} after; ${Math.round((Date.now() - startedAt.getTime()) / 1000)} s in all.`,
    '',
    faultTable(rows),
    '',
  ].join('\n');
  console.log(`\n${markdown}`);
  if (values.out) writeFileSync(values.out, markdown);
  return 0;
}

await runWithCleanup('bench:faults', main);
