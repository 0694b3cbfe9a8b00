import { describe, expect, it } from 'vitest';
import type { CaseKind, LoadCase } from './cases.ts';
import { withEncodedTwins } from './cases.ts';
import type { CaseResult } from './load-plan.ts';
import { formatCpuTable, formatTable, targetMisses, toRows } from './report.ts';

function result(
  name: string,
  kind: CaseKind,
  requestsPerSecond: number,
  p99 = 10,
): CaseResult & { kind: CaseKind } {
  return {
    name,
    kind,
    requests: requestsPerSecond * 10,
    requestsPerSecond,
    p50: p99 / 2,
    p99,
    non2xx: 0,
    socketErrors: 0,
    timeouts: 0,
    serverCpuMsPerRequest: kind === 'baseline' ? null : 1.5,
    postgresCpuMsPerRequest: kind === 'baseline' ? null : 0.5,
    bytesPerRequest: 2048,
  };
}

const run = [
  result('baseline', 'baseline', 10_000),
  result('data-layer baseline', 'data-layer', 2000),
  result('list first page', 'list', 1500, 40),
  result('search', 'list', 500, 120),
  result('detail', 'read', 6000),
];

describe('the benchmark report', () => {
  it('divides list req/s by the data layer, and only list req/s', () => {
    const rows = toRows(run);
    expect(rows.map((row) => row.dataLayerRatio)).toEqual([null, null, 0.75, 0.25, null]);
    expect(formatTable(rows)).toContain('| list first page | 1500 | 20.0 | 40.0 | 0 | 0.15 | 0.75 |');
    expect(formatTable(rows).split('\n')[0]).toContain('req/s ÷ data layer');
  });

  it('names the list cases under half the data layer among the targets missed', () => {
    const misses = targetMisses(toRows(run), { pglite: false });
    expect(misses).toContain('search: 0.25x data-layer req/s (target >= 0.5x)');
    expect(misses.some((miss) => miss.startsWith('list first page: 0.75x data-layer'))).toBe(false);
  });

  it('without a data layer (--pglite): no such column, p99 as the only target, no PostgreSQL CPU', () => {
    const rows = toRows(run.filter((row) => row.kind !== 'data-layer'));
    expect(formatTable(rows)).not.toContain('data layer');
    expect(targetMisses(rows, { pglite: true })).toEqual(['search: p99 120.0 ms (target < 50 ms)']);
    const cpu = formatCpuTable(rows, { pglite: true });
    expect(cpu).toContain('| list first page | 1.50 | n/a | 2.0 |');
    expect(cpu).toContain('PostgreSQL CPU: not applicable with PGlite');
  });
});

describe('the encoded twins', () => {
  const spec = (name: string, kind: CaseKind): LoadCase => ({
    name,
    kind,
    origin: 'http://127.0.0.1:1',
    method: 'GET',
    paths: ['/'],
    headers: { 'x-auth-token': 't' },
    list: kind === 'list' ? { scope: 'all', params: { limit: '50' } } : undefined,
  });
  const cases = [
    spec('baseline', 'baseline'),
    spec('list first page', 'list'),
    spec('filter status=open', 'list'),
    spec("search 'Rasmussen'", 'list'),
    spec("completed search 'Thermocouple'", 'list'),
    spec('detail', 'read'),
    spec('PATCH status', 'write'),
  ];

  it('follow each chosen list or read case, asking for br and gzip, with no EXPLAIN of their own', () => {
    const measured = withEncodedTwins(cases, ['list first', "search '", 'detail', 'PATCH', 'baseline']);
    expect(measured.map((one) => one.name)).toEqual([
      'baseline',
      'list first page',
      'list first page (br, gzip)',
      'filter status=open',
      "search 'Rasmussen'",
      "search 'Rasmussen' (br, gzip)",
      "completed search 'Thermocouple'",
      'detail',
      'detail (br, gzip)',
      'PATCH status',
    ]);
    const twin = measured[2];
    expect(twin?.headers).toEqual({ 'x-auth-token': 't', 'accept-encoding': 'br, gzip' });
    expect(twin?.list).toBeUndefined();
  });

  it('all: every list and read case; none: no twin', () => {
    expect(withEncodedTwins(cases, 'all')).toHaveLength(cases.length + 5);
    expect(withEncodedTwins(cases, [])).toEqual(cases);
  });
});
