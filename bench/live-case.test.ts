import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { type LiveOutcome, liveFailures, liveTargetMisses } from './live-case.ts';
import { DUE_BEFORE_NOW, pagesOf, pathAt } from './live-pages.ts';
import { parseBenchOptions, runsLive } from './options.ts';
import { startStatementCounter, statementKind } from './statement-counter.ts';

const parse = (argv: string[]) => parseBenchOptions(argv, {});

describe('the live case options', () => {
  it('runs the issue’s combinations by default: 50, 200, 500 screens at 1 and 5 changes/s, and 200 at 2', () => {
    const pairs = parse([]).live.map((pair) => `${pair.screens}@${pair.changesPerSecond}`);
    expect(pairs).toEqual(['50@1', '50@5', '200@1', '200@5', '200@2', '500@1', '500@5']);
    expect(parse([]).live.every((pair) => pair.seconds === 60)).toBe(true);
  });

  it('--live-screens and --live-rates give every pair of the two', () => {
    const options = parse(['--live-screens', '200', '--live-rates', '2,3', '--live-seconds', '20']);
    expect(options.live).toEqual([
      { screens: 200, changesPerSecond: 2, seconds: 20 },
      { screens: 200, changesPerSecond: 3, seconds: 20 },
    ]);
  });

  it('--smoke runs a tiny one, and --only decides whether it runs at all', () => {
    const smoke = parse(['--smoke']);
    expect(smoke.live).toHaveLength(1);
    expect(smoke.live[0]?.screens).toBeLessThanOrEqual(10);
    expect(runsLive(smoke)).toBe(true);
    expect(runsLive(parse(['--only', 'live']))).toBe(true);
    expect(runsLive(parse(['--only', 'list first page']))).toBe(false);
    expect(runsLive(parse([]))).toBe(true);
  });
});

describe('the screens’ pages', () => {
  const context = { day: '2026-12-01', timeZone: 'America/Chicago' };

  it('Current Tasks asks for its first page as the client does, judged by its statuses, and its badge as a count', () => {
    const [tasks, badge] = pagesOf('current tasks', context);
    expect(tasks).toEqual({
      path: '/api/work-orders?sort=dueDate&status=open%2Cin-progress&limit=100&offset=0',
      statuses: ['open', 'in-progress'],
    });
    // The badge is a count: asked again only when a change may move an order in or out (ADR 072).
    expect(badge).toEqual({
      path: '/api/work-orders-need-follow-up?limit=1',
      statuses: ['open', 'in-progress', 'on-hold'],
      count: {
        statuses: ['open', 'in-progress', 'on-hold'],
        filterFields: ['type', 'followUpReason', 'dueDate'],
      },
    });
  });

  it('the board asks again for its visits and tray after every change, not for the settings it shows', () => {
    const board = pagesOf('board', context).filter((page) => page.statuses === null);
    expect(board.map((page) => page.path)).toEqual([
      '/api/visits?from=2026-12-01T06%3A00%3A00.000Z&to=2026-12-02T06%3A00%3A00.000Z',
      '/api/schedule/tray',
    ]);
  });

  it("the dashboard's own cards ask again after every change, its work lists by their statuses", () => {
    const judged = pagesOf('dashboard', context)
      .filter((page) => page.statuses !== null)
      .map((page) => `${page.path.split('?')[0]} ${page.statuses?.join(',')}`);
    expect(judged).toEqual([
      '/api/work-orders open,in-progress',
      '/api/work-orders open,in-progress',
      '/api/work-orders/on-hold on-hold',
      '/api/work-orders-need-follow-up open,in-progress,on-hold',
    ]);
  });

  it('the overdue count asks for work due before the current minute', () => {
    const overdue = pagesOf('dashboard', context).find((page) => page.path.includes(DUE_BEFORE_NOW));
    expect(pathAt(overdue?.path ?? '', new Date('2026-11-28T10:15:42.500Z'))).toBe(
      '/api/work-orders?status=open%2Cin-progress&dueBefore=2026-11-28T10%3A15%3A00.000Z&limit=1',
    );
  });
});

describe('the statement counter', () => {
  it('tells the session check, other reads, writes and the rest apart', () => {
    expect(statementKind('select "sessions"."employee_id" from "sessions" inner join "employees" on x')).toBe(
      'session',
    );
    expect(statementKind('select "id" from "work_orders" where x')).toBe('read');
    expect(statementKind('with page as (select 1) select * from page')).toBe('read');
    expect(statementKind('update "work_orders" set "status" = $1')).toBe('write');
    expect(statementKind('with moved as (update t set a = 1 returning *) select * from moved')).toBe('write');
    expect(statementKind('begin')).toBe('other');
  });

  it('counts simple queries and executed portals on the way through, and passes every byte on', async () => {
    const seen: Buffer[] = [];
    const upstream = net.createServer((socket) => socket.on('data', (chunk: Buffer) => seen.push(chunk)));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()));
    const { port } = upstream.address() as net.AddressInfo;
    const counter = await startStatementCounter(`postgres://u@127.0.0.1:${port}/db`, 0);
    const relay = new URL(counter.url(`postgres://u@127.0.0.1:${port}/db`));
    const message = (type: string, ...fields: (string | Buffer)[]) => {
      const body = Buffer.concat(
        fields.map((field) => (typeof field === 'string' ? Buffer.from(`${field}\0`) : field)),
      );
      const head = Buffer.alloc(5);
      head.write(type, 0);
      head.writeInt32BE(body.length + 4, 1);
      return Buffer.concat([head, body]);
    };
    const startup = Buffer.alloc(8);
    startup.writeInt32BE(8, 0);
    startup.writeInt32BE(196608, 4);
    const bytes = Buffer.concat([
      startup,
      message('Q', 'select 1 from "sessions"'),
      message('P', '', 'update "work_orders" set status = $1', Buffer.alloc(2)),
      message('B', '', '', Buffer.alloc(6)),
      message('E', '', Buffer.alloc(4)),
      message('S'),
    ]);
    const client = net.connect(Number(relay.port), '127.0.0.1');
    // Split mid-message: the relay reads messages, not chunks.
    client.write(bytes.subarray(0, 20));
    client.write(bytes.subarray(20));
    await expect.poll(() => Buffer.concat(seen).length).toBe(bytes.length);
    expect(Buffer.concat(seen).equals(bytes)).toBe(true);
    expect(counter.counts()).toEqual({ session: 1, read: 0, write: 1, other: 0 });
    client.destroy();
    await counter.close();
    upstream.close();
  });
});

const outcome = (overrides: Partial<LiveOutcome>): LiveOutcome => ({
  screens: 200,
  changesPerSecond: 2,
  changes: 120,
  writeErrors: 0,
  calibrationWrites: 4,
  toEveryScreen: { p50: 400, p95: 800, max: 900 },
  perScreen: { p50: 300, p95: 600, max: 900 },
  unshown: 0,
  missedMessages: 0,
  requests: 1000,
  notModified: 900,
  skipped: 50,
  errors: 0,
  firstError: null,
  distinctPages: 15,
  pages: {},
  windowMs: 61_000,
  engine: 'postgres',
  serverCpuMs: 12_000,
  postgresCpuMs: 3000,
  statements: { session: 1000, read: 1800, write: 0, other: 0 },
  writerStatementsPerChange: null,
  loadAverage: [1, 1, 1],
  serverFailure: null,
  ...overrides,
});

describe('the live case’s targets and failures', () => {
  it('names what the target combination misses', () => {
    expect(liveTargetMisses([outcome({})])).toEqual([]);
    const missed = liveTargetMisses([
      outcome({ toEveryScreen: { p50: 900, p95: 1500, max: 2000 }, serverCpuMs: 40_000, statements: null }),
    ]);
    expect(missed).toHaveLength(2);
    expect(missed[0]).toMatch(/p95 1500 ms/);
    expect(missed[1]).toMatch(/66 % of a core/);
    expect(
      liveTargetMisses([outcome({ statements: { session: 0, read: 120 * 15 * 4, write: 0, other: 0 } })]),
    ).toEqual([expect.stringMatching(/4\.0 reads per change per page/)]);
  });

  it('fails on any error a screen or the writer saw', () => {
    expect(liveFailures([outcome({})])).toEqual([]);
    expect(liveFailures([outcome({ errors: 2, firstError: '503 /api/visits' })])).toEqual([
      expect.stringMatching(/2 errors \(first: 503/),
    ]);
  });
});
