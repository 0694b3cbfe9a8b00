import type { CaseKind } from './cases.ts';
import type { CaseResult } from './load-plan.ts';
import { SCHEDULE_TARGETS } from './visit-cases.ts';

export type Row = CaseResult & {
  kind: CaseKind;
  errors: number;
  ratio: number | null;
  /** List cases: req/s over the data-layer baseline's (null without one). */
  dataLayerRatio: number | null;
};

/**
 * Issue 10's targets, and issue 25's ratio to the data layer's limit: reported, never asserted.
 * With the embedded database (PGlite) only the p99 target applies (issue 25).
 */
export const TARGETS = { listP99Ms: 50, readRatio: 0.5, dataLayerRatio: 0.5 };

export type ReportMode = { pglite: boolean };

export function toRows(results: (CaseResult & { kind: CaseKind })[]): Row[] {
  const rate = (kind: CaseKind) => {
    const found = results.find((result) => result.kind === kind);
    return found && found.requestsPerSecond > 0 ? found.requestsPerSecond : null;
  };
  const baseline = rate('baseline');
  const dataLayer = rate('data-layer');
  return results.map((result) => ({
    ...result,
    errors: result.non2xx + result.socketErrors + result.timeouts,
    ratio: baseline === null ? null : result.requestsPerSecond / baseline,
    dataLayerRatio:
      dataLayer === null || result.kind !== 'list' ? null : result.requestsPerSecond / dataLayer,
  }));
}

const fixed = (value: number, digits: number) => value.toFixed(digits);
const orDash = (value: number | null, digits = 2) => (value === null ? '-' : fixed(value, digits));

/** One Markdown table, the same on stdout and in docs/benchmarks.md. */
export function formatTable(rows: Row[]): string {
  // The data layer's column only when the run had that baseline (not with --pglite).
  const withDataLayer = rows.some((row) => row.kind === 'data-layer');
  const header =
    '| case | req/s | p50 ms | p99 ms | errors | req/s ÷ baseline |' +
    (withDataLayer ? ' req/s ÷ data layer |' : '');
  const rule = `|---|---:|---:|---:|---:|---:|${withDataLayer ? '---:|' : ''}`;
  // Without a completed request there is no latency to show.
  const latency = (row: Row, value: number) => (row.requests === 0 ? '-' : fixed(value, 1));
  const lines = rows.map(
    (row) =>
      `| ${row.name} | ${fixed(row.requestsPerSecond, 0)} | ${latency(row, row.p50)} | ${latency(row, row.p99)} | ` +
      `${row.errors} | ${orDash(row.ratio)} |` +
      (withDataLayer ? ` ${orDash(row.dataLayerRatio)} |` : ''),
  );
  return [header, rule, ...lines].join('\n');
}

/**
 * CPU per answered request, server and database: comparable between a busy and a quiet machine.
 * With PGlite the database runs inside the server process: its CPU is in the server column.
 */
export function formatCpuTable(rows: Row[], mode: ReportMode): string {
  const measured = rows.filter(
    (row) => row.serverCpuMsPerRequest !== null || row.postgresCpuMsPerRequest !== null,
  );
  if (measured.length === 0) return '';
  const postgres = (row: Row) => (mode.pglite ? 'n/a' : orDash(row.postgresCpuMsPerRequest));
  const kilobytes = (row: Row) => orDash(row.bytesPerRequest === null ? null : row.bytesPerRequest / 1024, 1);
  const lines = measured.map(
    (row) => `| ${row.name} | ${orDash(row.serverCpuMsPerRequest)} | ${postgres(row)} | ${kilobytes(row)} |`,
  );
  const table = [
    '| case | server CPU ms per request | PostgreSQL CPU ms per request | KB per answer |',
    '|---|---:|---:|---:|',
    ...lines,
  ].join('\n');
  return mode.pglite
    ? `${table}\nPostgreSQL CPU: not applicable with PGlite; the database runs inside the server process, so its CPU is in the server column.`
    : table;
}

/** What misses a target, in words; empty when everything meets them. */
export function targetMisses(rows: Row[], mode: ReportMode): string[] {
  const misses: string[] = [];
  for (const row of rows) {
    const schedule = row.kind === 'schedule' ? SCHEDULE_TARGETS[row.name] : undefined;
    if (schedule && row.p99 >= schedule.p99Ms) {
      misses.push(`${row.name}: p99 ${fixed(row.p99, 1)} ms (target < ${schedule.p99Ms} ms)`);
    }
    const cpu = row.serverCpuMsPerRequest;
    if (schedule?.serverCpuMs !== undefined && cpu !== null && cpu >= schedule.serverCpuMs) {
      misses.push(
        `${row.name}: server CPU ${fixed(cpu, 2)} ms per request (target < ${schedule.serverCpuMs} ms)`,
      );
    }
    if (row.kind === 'list' && row.p99 >= TARGETS.listP99Ms) {
      misses.push(`${row.name}: p99 ${fixed(row.p99, 1)} ms (target < ${TARGETS.listP99Ms} ms)`);
    }
    if (mode.pglite) continue;
    if ((row.kind === 'list' || row.kind === 'read') && row.ratio !== null && row.ratio < TARGETS.readRatio) {
      misses.push(`${row.name}: ${fixed(row.ratio, 2)}x baseline req/s (target >= ${TARGETS.readRatio}x)`);
    }
    if (row.dataLayerRatio !== null && row.dataLayerRatio < TARGETS.dataLayerRatio) {
      misses.push(
        `${row.name}: ${fixed(row.dataLayerRatio, 2)}x data-layer req/s (target >= ${TARGETS.dataLayerRatio}x)`,
      );
    }
  }
  return misses;
}

/** Cases with errors, each with the first failed answer, and cases that measured nothing. */
export function errorLines(rows: Row[]): string[] {
  const lines: string[] = [];
  for (const row of rows) {
    if (row.errors > 0) {
      lines.push(
        `${row.name}: ${row.non2xx} non-2xx, ${row.socketErrors} socket errors, ${row.timeouts} timeouts` +
          (row.firstFailure ? ` (first: ${row.firstFailure})` : ''),
      );
    } else if (row.requests === 0) {
      lines.push(`${row.name}: no request completed within the case`);
    }
  }
  return lines;
}
