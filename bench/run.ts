import os from 'node:os';
import { allCases, BENCH_COMMENT, type LoadCase } from './cases.ts';
import { type Cleanup, runWithCleanup } from './cleanup.ts';
import { explainListCases, printPlans } from './explain.ts';
import { loadFixtures, undoBenchWrites } from './fixtures.ts';
import { runLoad } from './load-runner.ts';
import { type BenchOptions, parseBenchOptions } from './options.ts';
import { buildPortal, signIn, startPortal } from './portal-server.ts';
import { prepareScaleDatabase } from './scale-database.ts';
import { startBaseline } from './start-baseline.ts';
import { summarizeRun } from './summarize-run.ts';

/**
 * npm run bench [-- --quick]: the production server on a scale database, a bare Fastify baseline,
 * EXPLAIN of the list queries, then every load case from a separate autocannon process. Exits
 * non-zero when a case has errors, the server fails, or a list query scans a whole big table.
 */
function selectCases(cases: LoadCase[], only: string[]): LoadCase[] {
  if (only.length === 0) return cases;
  return cases.filter((spec) => spec.kind === 'baseline' || only.some((word) => spec.name.includes(word)));
}

async function main(options: BenchOptions, cleanup: Cleanup): Promise<number> {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  if (options.build) await buildPortal();
  const url = await prepareScaleDatabase(options, cleanup);
  const server = await startPortal(url, options.port, cleanup);
  const token = await signIn(server.origin);
  const fixtures = await loadFixtures(url, options.quick ? 200 : 2000);
  cleanup.add('undo the write cases', () => undoBenchWrites(url, fixtures, BENCH_COMMENT));
  const baselineOrigin = await startBaseline(
    server.origin,
    token,
    options.baselinePort,
    server.workDir,
    cleanup,
  );
  const cases = selectCases(allCases(fixtures, server.origin, token, baselineOrigin), options.only);

  const explained = await explainListCases(
    url,
    cases.filter((spec) => spec.kind === 'list'),
    { forceIndexes: options.quick },
  );
  printPlans(explained);

  console.log(
    `\nLoad: ${cases.length} cases, ${options.connections} connections, ` +
      `${options.warmupSeconds} s warm-up + ${options.durationSeconds} s each`,
  );
  const results = await runLoad(
    {
      settleUrl: `${server.origin}/api/health`,
      serverPid: server.process.child.pid,
      databaseUrl: url,
      databaseName: options.database,
      connections: options.connections,
      warmupSeconds: options.warmupSeconds,
      durationSeconds: options.durationSeconds,
      cases,
    },
    server.workDir,
  );
  const serverFailure = server.process.hasExited() ? await server.process.exited : null;
  const failed = summarizeRun({
    options,
    startedAt,
    loadBefore,
    fixtures,
    results,
    explained,
    serverFailure: serverFailure && `${serverFailure}\n${server.process.logTail()}`,
  });
  return failed ? 1 : 0;
}

const options = parseBenchOptions(process.argv.slice(2));
await runWithCleanup('Benchmark', (cleanup) => main(options, cleanup));
