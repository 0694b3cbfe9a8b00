import { DEMO_PASSWORD } from '../src/server/db/demo-accounts.ts';
import type { WorkOrderScope } from '../src/server/services/work-order-list/index.ts';
import { WORK_ORDER_TYPES } from '../src/shared/domain/work-order-type.ts';
import { WORKLOAD_PERIODS } from '../src/shared/schemas/dashboard.ts';
import { BENCH_PAGE_SIZE, type Fixtures } from './fixtures.ts';
import { BROWSER_ENCODING, type EncodedSelection } from './options.ts';
import { BENCH_ACCOUNT } from './portal-server.ts';

/**
 * list: a list or search (p99 target); read: other reads (baseline ratio target); write: no target;
 * schedule: the board's reads (their own targets, visit-cases.ts).
 * baseline: the in-memory ceiling; data-layer: the first page's own SQL through bare Fastify + pg.
 */
export type CaseKind = 'baseline' | 'data-layer' | 'list' | 'read' | 'write' | 'schedule';

/** One load case, plain data so it can be handed to the load worker process. */
export type LoadCase = {
  name: string;
  kind: CaseKind;
  origin: string;
  method: 'GET' | 'POST' | 'PATCH';
  /** Request k goes to paths[k % paths.length] ... */
  paths: string[];
  /** ... with bodies[floor(k / paths.length) % bodies.length]: each pass over the paths takes the next body. */
  bodies?: string[];
  headers: Record<string, string>;
  /** For list cases: the service call the EXPLAIN step repeats (not on encoded twins: same SQL). */
  list?: { scope: WorkOrderScope; params: Record<string, string> };
  /** The process whose CPU time is charged to the case, when not the portal server's. */
  cpuPid?: number;
  /** Concurrent connections for this case, when not the run's. */
  connections?: number;
};

const PAGE = String(BENCH_PAGE_SIZE);

/** `GET /api/work-orders?limit=50`: the list first page, also the data layer's baseline. */
export const FIRST_PAGE: NonNullable<LoadCase['list']> = { scope: 'all', params: { limit: PAGE } };

/** The text of every comment the POST case adds, so they can be removed afterwards. */
export const BENCH_COMMENT = 'Benchmark note: checked the shut-off valve.';

const ROUTES: Record<WorkOrderScope, string> = {
  all: '/api/work-orders',
  'on-hold': '/api/work-orders/on-hold',
  'need-follow-up': '/api/work-orders-need-follow-up',
};

/** The lists people work from, each in the orders the screens offer (the held work also by time on hold). */
const WORK_LISTS: { name: string; scope: WorkOrderScope; params: Record<string, string>; sorts: string[] }[] =
  [
    {
      name: 'current tasks',
      scope: 'all',
      params: { status: 'open,in-progress' },
      sorts: ['dueDate', 'priority', '-createdAt'],
    },
    { name: 'follow-up', scope: 'need-follow-up', params: {}, sorts: ['dueDate', 'priority', '-createdAt'] },
    {
      name: 'paused jobs',
      scope: 'on-hold',
      params: {},
      sorts: ['dueDate', 'priority', '-createdAt', 'pausedAt'],
    },
  ];

/** A phone number as people type it: in full with punctuation, the local seven digits, digits alone. */
function phoneSpellings(digits: string): string[] {
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 10)];
  return [`(${area}) ${exchange}-${line}`, `${exchange}-${line}`, `${area}${exchange}${line}`];
}

/** The sorted work lists ("My jobs": the current tasks of one technician) and the phone searches. */
function workListCases(fixtures: Fixtures, base: Pick<LoadCase, 'origin' | 'headers'>): LoadCase[] {
  const myJobs = {
    name: 'my jobs',
    scope: 'all' as const,
    params: { status: 'open,in-progress', assignee: String(fixtures.assigneeId) },
    sorts: ['dueDate', 'priority', '-createdAt'],
  };
  const sorted = [...WORK_LISTS.slice(0, 1), myJobs, ...WORK_LISTS.slice(1)].flatMap((list) =>
    list.sorts.map((sort) =>
      listCase(`${list.name} sort=${sort}`, list.scope, { limit: PAGE, ...list.params, sort }, base),
    ),
  );
  const phones = phoneSpellings(fixtures.phoneDigits).map((search) =>
    listCase(`phone search '${search}'`, 'all', { limit: PAGE, search }, base),
  );
  return [...sorted, ...phones];
}

/**
 * The hand-backs awaiting review, in any status: the office's /tasks filter in the screen's
 * default order, and the dashboard card's count (one row and the total).
 */
function handBackCases(base: Pick<LoadCase, 'origin' | 'headers'>): LoadCase[] {
  const awaiting = { handBack: 'awaiting-review' };
  return [
    listCase('filter handBack=awaiting-review', 'all', { limit: PAGE, ...awaiting, sort: 'dueDate' }, base),
    listCase('handBack=awaiting-review count', 'all', { limit: '1', ...awaiting }, base),
  ];
}

function listCase(
  name: string,
  scope: WorkOrderScope,
  params: Record<string, string>,
  base: Pick<LoadCase, 'origin' | 'headers'>,
): LoadCase {
  const route = ROUTES[scope];
  const path = `${route}?${new URLSearchParams(params)}`;
  return { ...base, name, kind: 'list', method: 'GET', paths: [path], list: { scope, params } };
}

/** The list and search cases alone: the EXPLAIN step runs exactly these. */
export function listCases(fixtures: Fixtures, base: Pick<LoadCase, 'origin' | 'headers'>): LoadCase[] {
  const deepOffset = String(fixtures.deepOffset);
  // The same page again, reached by the cursor a client scrolling there would hold (ADR 037).
  const deepCursor = fixtures.deepCursor
    ? [listCase('list deep page (cursor)', 'all', { limit: PAGE, cursor: fixtures.deepCursor }, base)]
    : [];
  return [
    listCase('list first page', FIRST_PAGE.scope, FIRST_PAGE.params, base),
    listCase(`list deep page (offset ${deepOffset})`, 'all', { limit: PAGE, offset: deepOffset }, base),
    ...deepCursor,
    listCase(`search '${fixtures.searchWord}'`, 'all', { limit: PAGE, search: fixtures.searchWord }, base),
    listCase('filter status=open', 'all', { limit: PAGE, status: 'open' }, base),
    listCase('filter status=in-progress', 'all', { limit: PAGE, status: 'in-progress' }, base),
    // Completed work's first page: the list that holds the orders with a hand-back.
    listCase('filter status=completed', 'all', { limit: PAGE, status: 'completed' }, base),
    listCase('filter priority=urgent', 'all', { limit: PAGE, priority: 'urgent' }, base),
    ...WORK_ORDER_TYPES.map((type) => listCase(`filter type=${type}`, 'all', { limit: PAGE, type }, base)),
    listCase(
      `filter assignee=${fixtures.assigneeId}`,
      'all',
      { limit: PAGE, assignee: String(fixtures.assigneeId) },
      base,
    ),
    listCase('on-hold', 'on-hold', { limit: PAGE }, base),
    listCase(
      `completed search '${fixtures.commentWord}'`,
      'all',
      { limit: PAGE, status: 'completed', search: fixtures.commentWord },
      base,
    ),
    ...handBackCases(base),
    ...workListCases(fixtures, base),
  ];
}

/** The case again, asking for a compressed answer as a browser does; no EXPLAIN of its own. */
function encodedTwin(spec: LoadCase): LoadCase {
  const { list: _sameStatements, ...rest } = spec;
  return {
    ...rest,
    name: `${spec.name} (${BROWSER_ENCODING})`,
    headers: { ...spec.headers, 'accept-encoding': BROWSER_ENCODING },
  };
}

/**
 * Each list, read and schedule case whose name starts with a word of the selection gets its encoded twin right
 * after it, so the two rows sit side by side in the table ("search '" is the search, not the
 * completed search).
 */
export function withEncodedTwins(cases: LoadCase[], selection: EncodedSelection): LoadCase[] {
  return cases.flatMap((spec) => {
    const eligible = spec.kind === 'list' || spec.kind === 'read' || spec.kind === 'schedule';
    const chosen = selection === 'all' || selection.some((word) => spec.name.startsWith(word));
    return eligible && chosen ? [spec, encodedTwin(spec)] : [spec];
  });
}

/** The data layer's baseline process, when the run has one. */
export type DataLayer = { origin: string; pid: number | undefined };

export function allCases(
  fixtures: Fixtures,
  origin: string,
  token: string,
  baselineOrigin: string,
  dataLayer: DataLayer | null,
): LoadCase[] {
  const headers = { 'x-auth-token': token };
  const json = { ...headers, 'content-type': 'application/json' };
  const base = { origin, headers };
  const orderPaths = fixtures.openIds.map((id) => `/api/work-orders/${id}`);
  const dataLayerCase: LoadCase[] = dataLayer
    ? [
        {
          name: 'data-layer baseline',
          kind: 'data-layer',
          origin: dataLayer.origin,
          method: 'GET',
          paths: ['/'],
          headers: {},
          cpuPid: dataLayer.pid,
        },
      ]
    : [];
  return [
    { name: 'baseline', kind: 'baseline', origin: baselineOrigin, method: 'GET', paths: ['/'], headers },
    ...dataLayerCase,
    ...listCases(fixtures, base),
    {
      ...base,
      name: `detail (${fixtures.detailComments} comments)`,
      kind: 'read',
      method: 'GET',
      paths: [`/api/work-orders/${fixtures.detailId}`],
    },
    { ...base, name: 'dashboard stats', kind: 'read', method: 'GET', paths: ['/api/dashboard/stats'] },
    ...WORKLOAD_PERIODS.map(
      (period): LoadCase => ({
        ...base,
        name: `employee stats ${period}`,
        kind: 'read',
        method: 'GET',
        paths: [`/api/dashboard/employee-stats?period=${period}`],
      }),
    ),
    {
      // Every pass over the open orders flips them to in-progress, the next one back to open.
      name: `PATCH status (${fixtures.openIds.length} orders)`,
      kind: 'write',
      origin,
      method: 'PATCH',
      paths: orderPaths,
      bodies: [JSON.stringify({ status: 'in-progress' }), JSON.stringify({ status: 'open' })],
      headers: json,
    },
    {
      name: 'POST comment',
      kind: 'write',
      origin,
      method: 'POST',
      paths: orderPaths.map((path) => `${path}/comments`),
      bodies: [JSON.stringify({ content: BENCH_COMMENT, type: 'note' })],
      headers: json,
    },
    {
      name: 'POST login',
      kind: 'write',
      origin,
      method: 'POST',
      paths: ['/api/auth/login'],
      bodies: [JSON.stringify({ email: BENCH_ACCOUNT, password: DEMO_PASSWORD })],
      headers: { 'content-type': 'application/json' },
    },
  ];
}
