import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CaseKind } from './cases.ts';
import type { ExplainedStatement } from './explain.ts';
import type { Fixtures } from './fixtures.ts';
import type { CaseResult } from './load-plan.ts';
import type { BenchOptions } from './options.ts';
import { REPO_ROOT } from './processes.ts';
import { errorLines, formatCpuTable, formatTable, TARGETS, targetMisses, toRows } from './report.ts';

const RESULTS_FILE = path.join(REPO_ROOT, 'bench/results.json');

export type RunOutcome = {
  options: BenchOptions;
  startedAt: Date;
  loadBefore: number[];
  fixtures: Fixtures;
  results: (CaseResult & { kind: CaseKind })[];
  explained: ExplainedStatement[];
  /** Why the server stopped during the run, with its last log lines; null when it did not. */
  serverFailure: string | null;
};

const loadText = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');

/**
 * Prints the tables and the targets, writes bench/results.json, and names every failure: errors,
 * whole-table scans in a list query, a server that stopped. Answers whether the run failed.
 */
export function summarizeRun(outcome: RunOutcome): boolean {
  const { options, explained } = outcome;
  const loadAfter = os.loadavg();
  const rows = toRows(outcome.results);
  const misses = targetMisses(rows);
  const errors = errorLines(rows);
  const fullScans = explained.flatMap((statement) =>
    statement.fullScans.map(
      (line) => `${statement.caseName}: ${line}\n    in: ${statement.sql.slice(0, 200)}`,
    ),
  );
  const cpuTable = formatCpuTable(rows);
  if (cpuTable) console.log(`\n${cpuTable}`);
  console.log(`\n${formatTable(rows)}\n`);
  const { sizes } = options;
  console.log(
    `${os.cpus().length} CPUs; load average ${loadText(outcome.loadBefore)} before, ${loadText(loadAfter)} after. ` +
      `Data: ${options.database} (${sizes.workOrders} work orders, ${sizes.comments} comments, ` +
      `${sizes.employees} employees).`,
  );
  console.log(
    misses.length === 0
      ? `Targets met (list p99 < ${TARGETS.listP99Ms} ms, reads >= ${TARGETS.readRatio}x baseline).`
      : `Targets missed:\n  ${misses.join('\n  ')}`,
  );
  const record = {
    mode: options.quick ? 'quick' : 'full',
    startedAt: outcome.startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      loadBefore: outcome.loadBefore,
      loadAfter,
    },
    database: { name: options.database, sizes },
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
    explain: explained,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`Written to ${path.relative(REPO_ROOT, RESULTS_FILE)}`);

  if (errors.length > 0) console.error(`\nFAILED: cases with errors:\n  ${errors.join('\n  ')}`);
  if (fullScans.length > 0) {
    console.error(`\nFAILED: list queries that scan a whole table:\n  ${fullScans.join('\n  ')}`);
  }
  if (outcome.serverFailure) console.error(`\nFAILED: ${outcome.serverFailure}`);
  return errors.length > 0 || fullScans.length > 0 || outcome.serverFailure !== null;
}
