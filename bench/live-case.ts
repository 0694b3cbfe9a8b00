import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import type { Cleanup } from './cleanup.ts';
import { backendCpuDelta, backendCpuMs, processCpuMs } from './cpu-usage.ts';
import type { Query } from './fixtures.ts';
import type { PageContext } from './live-pages.ts';
import { LIVE_RESULT_PREFIX, type LivePlan, type LiveResult, PHASE_PREFIX, type Phase } from './live-plan.ts';
import type { LiveCombination } from './options.ts';
import { BROWSER_ENCODING } from './options.ts';
import { type PortalDatabase, signIn, startPortal } from './portal-server.ts';
import { REPO_ROOT, TSX } from './processes.ts';
import { countsDelta, type StatementCounter, type StatementCounts } from './statement-counter.ts';
import { readVisitFixtures } from './visit-fixtures.ts';

/**
 * The live case (issue 39): N screens on live updates while a writer changes work orders, on a
 * fresh server per combination. This process samples the server's and PostgreSQL's CPU and counts
 * the statements; the screens and the writer run in bench/live-screens.ts.
 */

const SCREENS = path.join(REPO_ROOT, 'bench/live-screens.ts');

/** Orders of each kind the writer turns over: each is changed again only every few seconds. */
const ORDERS_PER_KIND = 60;

/** What the case reads from the data before the servers start (PGlite: nothing else may open it then). */
export type LiveFixtures = { context: PageContext; concerningIds: number[]; elsewhereIds: number[] };

export async function readLiveFixtures(query: Query): Promise<LiveFixtures> {
  const visits = await readVisitFixtures(query, 1);
  const ids = async (status: string) =>
    (
      (await query(
        // Lowest ids first: the PATCH case turns over the newest open orders.
        'select id from work_orders where status = $1 and deleted_at is null order by id limit $2',
        [status, ORDERS_PER_KIND],
      )) as { rows: { id: number }[] }
    ).rows.map((row) => row.id);
  return {
    context: { day: visits.day, timeZone: visits.timeZone },
    concerningIds: await ids('open'),
    elsewhereIds: await ids('on-hold'),
  };
}

/** What one combination measured, beside what the screens' process saw. */
export type LiveOutcome = LiveResult & {
  engine: 'postgres' | 'pglite';
  serverCpuMs: number | null;
  postgresCpuMs: number | null;
  /** The statements of the window, less the writer's own (from its calibration); null on PGlite. */
  statements: StatementCounts | null;
  writerStatementsPerChange: StatementCounts | null;
  loadAverage: number[];
  serverFailure: string | null;
};

type Sample = { serverMs: number | null; backends: Map<number, number>; counts: StatementCounts | null };

export type LiveRunArgs = {
  database: PortalDatabase;
  /** PostgreSQL: where backend CPU is read, and the relay that counts statements. */
  postgres: { url: string; name: string; counter: StatementCounter } | null;
  fixtures: LiveFixtures;
  port: number;
  combinations: LiveCombination[];
  cleanup: Cleanup;
};

async function runCombination(
  args: LiveRunArgs,
  combination: LiveCombination,
  sampler: pg.Client | null,
): Promise<LiveOutcome> {
  const { postgres } = args;
  const database = postgres ? { databaseUrl: postgres.counter.url(postgres.url) } : args.database;
  const server = await startPortal(database, args.port, args.cleanup);
  try {
    // A session per screen: the server remembers the sessions it confirmed, so one shared token
    // would make every screen's session check cheaper than two hundred people's are.
    const screenTokens: string[] = [];
    for (let index = 0; index < combination.screens; index += 1)
      screenTokens.push(await signIn(server.origin));
    const writerToken = await signIn(server.origin);
    const plan: LivePlan = {
      origin: server.origin,
      screenTokens,
      writerToken,
      screens: combination.screens,
      changesPerSecond: combination.changesPerSecond,
      seconds: combination.seconds,
      context: args.fixtures.context,
      concerningIds: args.fixtures.concerningIds,
      elsewhereIds: args.fixtures.elsewhereIds,
      acceptEncoding: BROWSER_ENCODING,
    };
    const planFile = path.join(server.workDir, 'live-plan.json');
    writeFileSync(planFile, JSON.stringify(plan));
    const pid = server.process.child.pid;
    const sample = async (): Promise<Sample> => ({
      serverMs: processCpuMs(pid),
      backends: sampler && postgres ? await backendCpuMs(sampler, postgres.name) : new Map(),
      counts: postgres ? postgres.counter.counts() : null,
    });
    const samples = new Map<Phase, Sample>();
    const child = spawn(TSX, [SCREENS, planFile], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    const ended = new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (code) => resolve(code));
    });
    let result: LiveResult | null = null;
    for await (const line of createInterface({ input: child.stdout })) {
      if (line.startsWith(PHASE_PREFIX))
        samples.set(line.slice(PHASE_PREFIX.length) as Phase, await sample());
      else if (line.startsWith(LIVE_RESULT_PREFIX)) {
        result = JSON.parse(line.slice(LIVE_RESULT_PREFIX.length)) as LiveResult;
      } else console.log(line);
    }
    const code = await ended;
    if (code !== 0 || !result) throw new Error(`The screens' process failed (exit code ${code})`);
    const [calStart, calEnd, start, end] = (
      ['calibrate-start', 'calibrate-end', 'measure-start', 'measure-end'] as const
    ).map((name) => samples.get(name));
    if (!calStart || !calEnd || !start || !end) throw new Error('The screens did not report every phase');
    const cpu = (a: number | null, b: number | null) => (a !== null && b !== null ? b - a : null);
    const writer =
      calStart.counts && calEnd.counts && result.calibrationWrites > 0
        ? perChange(countsDelta(calEnd.counts, calStart.counts), result.calibrationWrites)
        : null;
    const window = start.counts && end.counts ? countsDelta(end.counts, start.counts) : null;
    // A write that failed (a 503 while the server is overwhelmed) made fewer statements than the
    // calibration's: only the answered ones are taken off.
    const answered = result.changes;
    const statements =
      window && writer
        ? {
            session: window.session - writer.session * answered,
            read: window.read - writer.read * answered,
            write: window.write - writer.write * answered,
            other: window.other - writer.other * answered,
          }
        : window;
    return {
      ...result,
      engine: postgres ? 'postgres' : 'pglite',
      serverCpuMs: cpu(start.serverMs, end.serverMs),
      postgresCpuMs: postgres ? backendCpuDelta(start.backends, end.backends) : null,
      statements,
      writerStatementsPerChange: writer,
      loadAverage: os.loadavg(),
      serverFailure: server.process.hasExited() ? await server.process.exited : null,
    };
  } finally {
    await server.process.stop();
  }
}

function perChange(counts: StatementCounts, changes: number): StatementCounts {
  return {
    session: counts.session / changes,
    read: counts.read / changes,
    write: counts.write / changes,
    other: counts.other / changes,
  };
}

/** Every combination in turn, each on a server of its own (no shared answer or stream carried over). */
export async function runLiveCases(args: LiveRunArgs): Promise<LiveOutcome[]> {
  const sampler = args.postgres ? new pg.Client({ connectionString: args.postgres.url }) : null;
  await sampler?.connect();
  const outcomes: LiveOutcome[] = [];
  try {
    for (const combination of args.combinations) {
      console.log(
        `\nLive screens: ${combination.screens} screens, ${combination.changesPerSecond} changes/s for ` +
          `${combination.seconds} s (${args.postgres ? 'PostgreSQL' : 'PGlite'})`,
      );
      const outcome = await runCombination(args, combination, sampler);
      console.log(`  ${liveLine(outcome)}`);
      outcomes.push(outcome);
    }
  } finally {
    await sampler?.end();
  }
  return outcomes;
}

const fixed = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined ? '-' : value.toFixed(digits);

function liveLine(outcome: LiveOutcome): string {
  return (
    `${outcome.changes} changes, to every screen p50 ${fixed(outcome.toEveryScreen?.p50)} ms ` +
    `p95 ${fixed(outcome.toEveryScreen?.p95)} ms, ${outcome.requests} requests ` +
    `(${outcome.notModified} 304, ${outcome.skipped} skipped), ${outcome.errors} errors` +
    (outcome.firstError ? ` (first: ${outcome.firstError})` : '')
  );
}

/** The targets, reported, never asserted (an error fails the run). */
export const LIVE_TARGETS = {
  /** 200 screens, 2 changes/s, PostgreSQL at full size. */
  target: { screens: 200, changesPerSecond: 2, p95Ms: 1000, serverCoreShare: 0.5, readsPerPage: 3 },
  /** 500 screens, 1 change/s: no error, p95 under 2 s. */
  many: { screens: 500, changesPerSecond: 1, p95Ms: 2000 },
  /** The embedded default with 200 screens: one change at a time shown everywhere within 1 s. */
  pglite: { screens: 200, changesPerSecond: 1, p95Ms: 1000 },
};

const perChangeOf = (outcome: LiveOutcome, value: number | null) =>
  value === null || outcome.changes === 0 ? null : value / outcome.changes;

/** List reads per change per distinct page: what sharing answers between screens is to keep low. */
function readsPerPage(outcome: LiveOutcome): number | null {
  const reads = perChangeOf(outcome, outcome.statements?.read ?? null);
  return reads === null || outcome.distinctPages === 0 ? null : reads / outcome.distinctPages;
}

function coreShare(outcome: LiveOutcome): number | null {
  return outcome.serverCpuMs === null ? null : outcome.serverCpuMs / outcome.windowMs;
}

export function formatLiveTable(outcomes: LiveOutcome[]): string {
  const header =
    "| engine | screens | changes/s | changes | server CPU ms per change | server % of a core | screens' process % of a core | PostgreSQL CPU ms per change | " +
    'reads per change | reads per change per page (pages) | session checks per change | to every screen p50 / p95 ms | ' +
    'per screen p95 ms | requests | 304 | skipped | errors |';
  const rule = '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const lines = outcomes.map((outcome) => {
    const share = coreShare(outcome);
    return (
      `| ${outcome.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} | ${outcome.screens} | ${outcome.changesPerSecond} | ` +
      `${outcome.changes} | ${fixed(perChangeOf(outcome, outcome.serverCpuMs), 1)} | ${fixed(share === null ? null : share * 100)} | ` +
      `${fixed(outcome.screensCpuMs === undefined ? null : (outcome.screensCpuMs / outcome.windowMs) * 100)} | ` +
      `${outcome.engine === 'pglite' ? 'n/a' : fixed(perChangeOf(outcome, outcome.postgresCpuMs), 1)} | ` +
      `${fixed(perChangeOf(outcome, outcome.statements?.read ?? null), 1)} | ` +
      `${fixed(readsPerPage(outcome), 1)} (${outcome.distinctPages}) | ` +
      `${fixed(perChangeOf(outcome, outcome.statements?.session ?? null), 1)} | ` +
      `${fixed(outcome.toEveryScreen?.p50)} / ${fixed(outcome.toEveryScreen?.p95)} | ${fixed(outcome.perScreen?.p95)} | ` +
      `${outcome.requests} | ${outcome.notModified} | ${outcome.skipped} | ${outcome.errors} |`
    );
  });
  return [header, rule, ...lines].join('\n');
}

/** The targets each outcome misses, in words. */
export function liveTargetMisses(outcomes: LiveOutcome[]): string[] {
  const misses: string[] = [];
  for (const outcome of outcomes) {
    const name = `live ${outcome.screens} screens at ${outcome.changesPerSecond}/s (${outcome.engine})`;
    const p95 = outcome.toEveryScreen?.p95 ?? null;
    const is = (target: { screens: number; changesPerSecond: number }) =>
      outcome.screens === target.screens && outcome.changesPerSecond === target.changesPerSecond;
    const slow = (limit: number) => {
      if (p95 === null || p95 >= limit)
        misses.push(`${name}: p95 ${fixed(p95)} ms to every screen (target < ${limit} ms)`);
    };
    if (outcome.engine === 'postgres' && is(LIVE_TARGETS.target)) {
      const { target } = LIVE_TARGETS;
      slow(target.p95Ms);
      const share = coreShare(outcome);
      if (share !== null && share >= target.serverCoreShare) {
        misses.push(
          `${name}: server at ${fixed(share * 100)} % of a core (target < ${target.serverCoreShare * 100} %)`,
        );
      }
      const reads = readsPerPage(outcome);
      if (reads !== null && reads > target.readsPerPage) {
        misses.push(
          `${name}: ${fixed(reads, 1)} reads per change per page (target <= ${target.readsPerPage})`,
        );
      }
    }
    if (outcome.engine === 'postgres' && is(LIVE_TARGETS.many)) slow(LIVE_TARGETS.many.p95Ms);
    if (outcome.engine === 'pglite' && is(LIVE_TARGETS.pglite)) slow(LIVE_TARGETS.pglite.p95Ms);
  }
  return misses;
}

/** Errors a screen or the writer saw, and servers that stopped: these fail the run. */
export function liveFailures(outcomes: LiveOutcome[]): string[] {
  return outcomes.flatMap((outcome) => {
    const name = `live ${outcome.screens} screens at ${outcome.changesPerSecond}/s`;
    const failures: string[] = [];
    if (outcome.errors > 0) failures.push(`${name}: ${outcome.errors} errors (first: ${outcome.firstError})`);
    if (outcome.changes === 0) failures.push(`${name}: no change was answered`);
    if (outcome.serverFailure) failures.push(`${name}: ${outcome.serverFailure}`);
    return failures;
  });
}
