import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CaseKind } from './cases.ts';
import type { ExplainedStatement, RecordedStatement } from './explain.ts';
import type { Fixtures } from './fixtures.ts';
import {
  formatLiveTable,
  LIVE_TARGETS,
  type LiveOutcome,
  liveFailures,
  liveTargetMisses,
} from './live-case.ts';
import type { CaseResult } from './load-plan.ts';
import type { BenchOptions } from './options.ts';
import { REPO_ROOT } from './processes.ts';
import { errorLines, formatCpuTable, formatTable, TARGETS, targetMisses, toRows } from './report.ts';
import { SCHEDULE_TARGETS } from './visit-cases.ts';
import type { VisitFixtures } from './visit-fixtures.ts';
import { type RaceOutcome, raceLine, racesFailed } from './visit-races.ts';

const RESULTS_FILE = path.join(REPO_ROOT, 'bench/results.json');

export type RunOutcome = {
  options: BenchOptions;
  startedAt: Date;
  loadBefore: number[];
  fixtures: Fixtures;
  results: (CaseResult & { kind: CaseKind })[];
  explained: ExplainedStatement[];
  /** The statements the data-layer baseline ran per request; null when it did not run (--pglite). */
  dataLayerStatements: RecordedStatement[] | null;
  /** What was measured, in words (the database, or the PGlite data directory). */
  dataLabel: string;
  /** Why the server stopped during the run, with its last log lines; null when it did not. */
  serverFailure: string | null;
  /** The visit races (PostgreSQL), null when they did not run. */
  races: RaceOutcome | null;
  /** The day and week the schedule cases read, null with --pglite. */
  visits: VisitFixtures | null;
  /** The live case's combinations; empty when it did not run. */
  live: LiveOutcome[];
};

const loadText = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');

/**
 * Prints the tables and the targets, writes bench/results.json, and names every failure: errors,
 * whole-table scans in a list query, a server that stopped. Answers whether the run failed.
 */
export function summarizeRun(outcome: RunOutcome): boolean {
  const { options, explained } = outcome;
  const loadAfter = os.loadavg();
  const mode = { pglite: options.pglite };
  const rows = toRows(outcome.results);
  const misses = [...targetMisses(rows, mode), ...liveTargetMisses(outcome.live)];
  const errors = [...errorLines(rows), ...liveFailures(outcome.live)];
  const fullScans = explained.flatMap((statement) =>
    statement.fullScans.map(
      (line) => `${statement.caseName}: ${line}\n    in: ${statement.sql.slice(0, 200)}`,
    ),
  );
  const cpuTable = formatCpuTable(rows, mode);
  if (cpuTable) console.log(`\n${cpuTable}`);
  if (rows.length > 0) console.log(`\n${formatTable(rows)}\n`);
  if (outcome.live.length > 0) {
    console.log(
      `\nLive screens (the screens' process shares the machine's ${os.cpus().length} cores with the server):\n`,
    );
    console.log(`${formatLiveTable(outcome.live)}\n`);
  }
  const { sizes } = options;
  console.log(
    `${os.cpus().length} CPUs; load average ${loadText(outcome.loadBefore)} before, ${loadText(loadAfter)} after. ` +
      `Data: ${outcome.dataLabel} (${sizes.workOrders} work orders, ${sizes.comments} comments, ` +
      `${sizes.employees} employees).`,
  );
  const schedule = Object.entries(SCHEDULE_TARGETS)
    .map(
      ([name, target]) =>
        `${name} p99 < ${target.p99Ms} ms${target.serverCpuMs ? ` and < ${target.serverCpuMs} ms server CPU` : ''}`,
    )
    .join(', ');
  const targets = options.pglite
    ? `list p99 < ${TARGETS.listP99Ms} ms at ${options.connections} connections`
    : `list p99 < ${TARGETS.listP99Ms} ms, lists and reads >= ${TARGETS.readRatio}x baseline, ` +
      `lists >= ${TARGETS.dataLayerRatio}x data layer, ${schedule}`;
  if (outcome.visits) {
    const { day, dayVisits, weekVisits } = outcome.visits;
    console.log(`Schedule cases: ${day} (${dayVisits} visits) and its week (${weekVisits} visits).`);
  }
  if (outcome.races) console.log(raceLine(outcome.races));
  if (outcome.live.length > 0) {
    const { target, many, pglite } = LIVE_TARGETS;
    console.log(
      `Live targets: ${target.screens} screens at ${target.changesPerSecond}/s on PostgreSQL p95 < ${target.p95Ms} ms, ` +
        `server < ${target.serverCoreShare * 100} % of a core, <= ${target.readsPerPage} reads per change per page; ` +
        `${many.screens} at ${many.changesPerSecond}/s p95 < ${many.p95Ms} ms; PGlite ${pglite.screens} at ` +
        `${pglite.changesPerSecond}/s p95 < ${pglite.p95Ms} ms; no errors.`,
    );
  }
  // A run of the live case alone has no load case: its own targets are the line above.
  const named = rows.length > 0 ? ` (${targets})` : ' of the live case';
  if (rows.length === 0 && outcome.live.length === 0) console.log('No case ran (--only named none).');
  else {
    console.log(
      misses.length === 0 ? `Targets met${named}.` : `Targets${named} missed:\n  ${misses.join('\n  ')}`,
    );
  }
  const record = {
    mode: (options.quick ? 'quick' : 'full') + (options.pglite ? ' pglite' : ''),
    startedAt: outcome.startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      loadBefore: outcome.loadBefore,
      loadAfter,
    },
    database: { name: outcome.dataLabel, engine: options.pglite ? 'pglite' : 'postgres', sizes },
    load: {
      connections: options.connections,
      warmupSeconds: options.warmupSeconds,
      durationSeconds: options.durationSeconds,
    },
    fixtures: { ...outcome.fixtures, openIds: outcome.fixtures.openIds.length },
    cases: rows,
    targetMisses: misses,
    errors,
    fullScans,
    serverFailure: outcome.serverFailure,
    visits: outcome.visits && { ...outcome.visits, raceOrderIds: outcome.visits.raceOrderIds.length },
    races: outcome.races,
    live: outcome.live,
    explain: explained,
    dataLayerStatements: outcome.dataLayerStatements,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`Written to ${path.relative(REPO_ROOT, RESULTS_FILE)}`);

  if (errors.length > 0) console.error(`\nFAILED: cases with errors:\n  ${errors.join('\n  ')}`);
  if (fullScans.length > 0) {
    console.error(`\nFAILED: list queries that scan a whole table:\n  ${fullScans.join('\n  ')}`);
  }
  if (outcome.serverFailure) console.error(`\nFAILED: ${outcome.serverFailure}`);
  const raceFailure = outcome.races !== null && racesFailed(outcome.races);
  if (raceFailure) console.error(`\nFAILED: ${outcome.races ? raceLine(outcome.races) : ''}`);
  return errors.length > 0 || fullScans.length > 0 || outcome.serverFailure !== null || raceFailure;
}
