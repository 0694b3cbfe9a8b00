import type { CaseKind } from './cases.ts';
import type { CaseResult } from './load-plan.ts';

export type Row = CaseResult & { kind: CaseKind; errors: number; ratio: number | null };

/** Issue 10's targets: reported, never asserted. */
export const TARGETS = { listP99Ms: 50, readRatio: 0.5 };

export function toRows(results: (CaseResult & { kind: CaseKind })[]): Row[] {
  const baseline = results.find((result) => result.kind === 'baseline');
  return results.map((result) => ({
    ...result,
    errors: result.non2xx + result.socketErrors + result.timeouts,
    ratio:
      baseline && baseline.requestsPerSecond > 0
        ? result.requestsPerSecond / baseline.requestsPerSecond
        : null,
  }));
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

/** One Markdown table, the same on stdout and in docs/benchmarks.md. */
export function formatTable(rows: Row[]): string {
  const header = '| case | req/s | p50 ms | p99 ms | errors | req/s ÷ baseline |';
  const rule = '|---|---:|---:|---:|---:|---:|';
  // Without a completed request there is no latency to show.
  const latency = (row: Row, value: number) => (row.requests === 0 ? '-' : fixed(value, 1));
  const lines = rows.map(
    (row) =>
      `| ${row.name} | ${fixed(row.requestsPerSecond, 0)} | ${latency(row, row.p50)} | ${latency(row, row.p99)} | ` +
      `${row.errors} | ${row.ratio === null ? '-' : fixed(row.ratio, 2)} |`,
  );
  return [header, rule, ...lines].join('\n');
}

const orDash = (value: number | null) => (value === null ? '-' : fixed(value, 2));

/** CPU per answered request, server and database: comparable between a busy and a quiet machine. */
export function formatCpuTable(rows: Row[]): string {
  const measured = rows.filter(
    (row) => row.serverCpuMsPerRequest !== null || row.postgresCpuMsPerRequest !== null,
  );
  if (measured.length === 0) return '';
  const lines = measured.map(
    (row) =>
      `| ${row.name} | ${orDash(row.serverCpuMsPerRequest)} | ${orDash(row.postgresCpuMsPerRequest)} |`,
  );
  return [
    '| case | server CPU ms per request | PostgreSQL CPU ms per request |',
    '|---|---:|---:|',
    ...lines,
  ].join('\n');
}

/** What misses a target, in words; empty when everything meets them. */
export function targetMisses(rows: Row[]): string[] {
  const misses: string[] = [];
  for (const row of rows) {
    if (row.kind === 'list' && row.p99 >= TARGETS.listP99Ms) {
      misses.push(`${row.name}: p99 ${fixed(row.p99, 1)} ms (target < ${TARGETS.listP99Ms} ms)`);
    }
    if ((row.kind === 'list' || row.kind === 'read') && row.ratio !== null && row.ratio < TARGETS.readRatio) {
      misses.push(`${row.name}: ${fixed(row.ratio, 2)}x baseline req/s (target >= ${TARGETS.readRatio}x)`);
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
