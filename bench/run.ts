import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { allCases, BENCH_COMMENT, type DataLayer, type LoadCase, withEncodedTwins } from './cases.ts';
import { type Cleanup, runWithCleanup } from './cleanup.ts';
import { type ExplainedStatement, explainListCases, printPlans, type RecordedStatement } from './explain.ts';
import { type Fixtures, loadFixtures, undoBenchWrites } from './fixtures.ts';
import { type LiveOutcome, readLiveFixtures, runLiveCases } from './live-case.ts';
import { runLoad } from './load-runner.ts';
import { type BenchOptions, parseBenchOptions, runsLive, runsRaces } from './options.ts';
import { loadPgliteFixtures, preparePgliteData, readPglite } from './pglite-data.ts';
import { buildPortal, type PortalServer, RACE_DISPATCHER, signIn, startPortal } from './portal-server.ts';
import { REPO_ROOT } from './processes.ts';
import { prepareScaleDatabase } from './scale-database.ts';
import { startBaseline } from './start-baseline.ts';
import { startDataLayer } from './start-data-layer.ts';
import { startStatementCounter } from './statement-counter.ts';
import { summarizeRun } from './summarize-run.ts';
import { SCHEDULE_CONNECTIONS, visitCases } from './visit-cases.ts';
import { loadVisitFixtures, type VisitFixtures } from './visit-fixtures.ts';
import { type RaceOutcome, runVisitRaces } from './visit-races.ts';

/**
 * npm run bench [-- --quick | --pglite]: the production server on a scale database, a bare Fastify
 * baseline, a bare Fastify + pg baseline running the first page's own SQL, EXPLAIN of the list
 * queries, then every load case from a separate autocannon process. Exits non-zero when a case has
 * errors, the server fails, or a list query scans a whole big table.
 */
function selectCases(cases: LoadCase[], options: BenchOptions): LoadCase[] {
  const measured = withEncodedTwins(
    // The embedded database's target is about the lists alone (issue 25).
    options.pglite ? cases.filter((spec) => spec.kind !== 'read' && spec.kind !== 'write') : cases,
    options.encoded,
  );
  if (options.only.length === 0) return measured;
  return measured.filter(
    (spec) =>
      spec.kind === 'baseline' ||
      spec.kind === 'data-layer' ||
      options.only.some((word) => spec.name.includes(word)),
  );
}

/** What the two engines differ in: where the data is, and what can be measured beside the load. */
type Prepared = {
  server: PortalServer;
  fixtures: Fixtures;
  dataLabel: string;
  /** PostgreSQL only: the database the load worker samples backend CPU from. */
  postgres?: { url: string; name: string };
  /** PostgreSQL only: the schedule cases' and the races' data. */
  visits?: VisitFixtures;
  /** PGlite only: the data directory the live case's servers open. */
  pgliteDataDir?: string;
};

async function preparePostgres(options: BenchOptions, cleanup: Cleanup): Promise<Prepared> {
  const url = await prepareScaleDatabase(options, cleanup);
  const server = await startPortal({ databaseUrl: url }, options.port, cleanup);
  const fixtures = await loadFixtures(url, options.quick ? 200 : 2000);
  cleanup.add('undo the write cases', () => undoBenchWrites(url, fixtures, BENCH_COMMENT));
  const visits = await loadVisitFixtures(url, options.raceTries);
  return { server, fixtures, dataLabel: options.database, postgres: { url, name: options.database }, visits };
}

async function preparePglite(options: BenchOptions, cleanup: Cleanup): Promise<Prepared> {
  const dataDir = await preparePgliteData(options, cleanup);
  // Read before the server opens the directory: PGlite is one process's database.
  const fixtures = await loadPgliteFixtures(dataDir);
  const server = await startPortal({ pgliteDataDir: dataDir }, options.port, cleanup);
  const shown = dataDir.startsWith(REPO_ROOT) ? path.relative(REPO_ROOT, dataDir) : dataDir;
  return { server, fixtures, dataLabel: `PGlite in ${shown}`, pgliteDataDir: dataDir };
}

/**
 * The live case, once the load cases' server is stopped: each combination starts its own. On
 * PostgreSQL the servers reach the database through a relay that counts their statements (the port
 * after the data-layer baseline's).
 */
async function runLive(options: BenchOptions, prepared: Prepared, cleanup: Cleanup): Promise<LiveOutcome[]> {
  const { postgres, pgliteDataDir } = prepared;
  if (postgres) {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const fixtures = await readLiveFixtures((text, params) => client.query(text, params)).finally(() =>
      client.end(),
    );
    const counter = await startStatementCounter(postgres.url, options.dataLayerPort + 1);
    cleanup.add('stop the statement counter', counter.close);
    return runLiveCases({
      database: { databaseUrl: postgres.url },
      postgres: { ...postgres, counter },
      fixtures,
      port: options.port,
      combinations: options.live,
      cleanup,
    });
  }
  if (!pgliteDataDir) throw new Error('The live case needs a database');
  return runLiveCases({
    database: { pgliteDataDir },
    postgres: null,
    fixtures: await readPglite(pgliteDataDir, readLiveFixtures),
    port: options.port,
    combinations: options.live,
    cleanup,
  });
}

async function main(options: BenchOptions, cleanup: Cleanup): Promise<number> {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  if (options.build) await buildPortal();
  const prepared = options.pglite
    ? await preparePglite(options, cleanup)
    : await preparePostgres(options, cleanup);
  const { server, fixtures, dataLabel, postgres, visits } = prepared;
  const token = await signIn(server.origin);
  const baselineOrigin = await startBaseline(
    server.origin,
    token,
    options.baselinePort,
    server.workDir,
    cleanup,
  );
  let dataLayer: (DataLayer & { statements: RecordedStatement[] }) | null = null;
  if (postgres) {
    dataLayer = await startDataLayer(postgres.url, options.dataLayerPort, server.workDir, cleanup);
  } else {
    console.log('Data-layer baseline: skipped with --pglite (the database lives inside the server process)');
  }
  // The board's reads at a dispatch office's load (fewer when the whole run has fewer connections).
  const scheduleCases = visits
    ? visitCases(
        visits,
        { origin: server.origin, headers: { 'x-auth-token': token } },
        Math.min(SCHEDULE_CONNECTIONS, options.connections),
      )
    : [];
  const cases = selectCases(
    [...allCases(fixtures, server.origin, token, baselineOrigin, dataLayer), ...scheduleCases],
    options,
  );

  let explained: ExplainedStatement[] = [];
  if (postgres) {
    explained = await explainListCases(
      postgres.url,
      cases.filter((spec) => spec.list !== undefined),
      { forceIndexes: options.quick },
    );
    printPlans(explained);
  } else {
    console.log('EXPLAIN: skipped with --pglite (the server holds the only connection to its database)');
  }

  // --only naming no load case (the live case, the races) leaves the baselines alone: nothing to compare.
  const loadCases =
    options.only.length > 0 && cases.every((spec) => spec.kind === 'baseline' || spec.kind === 'data-layer')
      ? []
      : cases;
  let results: Awaited<ReturnType<typeof runLoad>> = [];
  if (loadCases.length > 0) {
    console.log(
      `\nLoad: ${loadCases.length} cases, ${options.connections} connections, ` +
        `${options.warmupSeconds} s warm-up + ${options.durationSeconds} s each`,
    );
    results = await runLoad(
      {
        settleUrl: `${server.origin}/api/health`,
        serverPid: server.process.child.pid,
        databaseUrl: postgres?.url,
        databaseName: postgres?.name,
        connections: options.connections,
        warmupSeconds: options.warmupSeconds,
        durationSeconds: options.durationSeconds,
        cases: loadCases,
      },
      server.workDir,
    );
  }
  let races: RaceOutcome | null = null;
  if (postgres && visits && runsRaces(options)) {
    console.log(
      `\nVisit races: ${options.raceTries} tries of two dispatchers booking one technician and hour at once`,
    );
    const tokens: [string, string] = [token, await signIn(server.origin, RACE_DISPATCHER)];
    races = await runVisitRaces({
      origin: server.origin,
      tokens,
      fixtures: visits,
      tries: options.raceTries,
      databaseUrl: postgres.url,
    });
  } else if (!postgres) {
    console.log(
      'Visit cases and races: skipped with --pglite (the server holds the only connection to its database)',
    );
  }
  const serverFailure = server.process.hasExited() ? await server.process.exited : null;
  let live: LiveOutcome[] = [];
  if (runsLive(options)) {
    // PGlite's directory is one process's: the live case's servers open it in turn.
    await server.process.stop();
    live = await runLive(options, prepared, cleanup);
  }
  const failed = summarizeRun({
    options,
    startedAt,
    loadBefore,
    fixtures,
    results,
    explained,
    dataLayerStatements: dataLayer?.statements ?? null,
    dataLabel,
    races,
    visits: visits ?? null,
    live,
    serverFailure: serverFailure && `${serverFailure}\n${server.process.logTail()}`,
  });
  return failed ? 1 : 0;
}

const options = parseBenchOptions(process.argv.slice(2));
await runWithCleanup('Benchmark', (cleanup) => main(options, cleanup));
