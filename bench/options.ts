import { parseArgs } from 'node:util';

/** The data set a run needs: the seed CLI's three sizes. */
export type ScaleSizes = { workOrders: number; comments: number; employees: number };

export const FULL_SIZES: ScaleSizes = { workOrders: 100_000, comments: 1_000_000, employees: 200 };
const QUICK_SIZES: ScaleSizes = { workOrders: 2000, comments: 20_000, employees: 30 };
/** CI's smoke run: enough rows for every case to find its fixtures, no more. */
const SMOKE_SIZES: ScaleSizes = { workOrders: 400, comments: 2000, employees: 12 };
/**
 * The smoke run's cases: a list, the searches (phone searches included), a work list in its
 * day's-work order, a read and a write prove the harness end to end.
 */
export const SMOKE_CASES = [
  'list first page',
  "search '",
  'current tasks sort=dueDate',
  'detail',
  'PATCH status',
  'visits one day',
  'races',
  'live screens',
];

/** The visit races' name for --only (they are not a load case). */
const RACES_NAME = 'visit races';

/** The live case's name for --only (it is not a load case either). */
const LIVE_NAME = 'live screens';

/** One combination of the live case: screens on live updates while changes arrive at a rate. */
export type LiveCombination = { screens: number; changesPerSecond: number; seconds: number };

/**
 * The combinations: 50, 200 and 500 screens at 1 and 5 changes a second, and the target,
 * 200 screens at 2, for 60 s each.
 */
const LIVE_SCREENS = [50, 200, 500];
const LIVE_RATES = [1, 5];
const LIVE_TARGET = { screens: 200, changesPerSecond: 2 };
const LIVE_SECONDS = 60;
/** The smoke run proves the case runs end to end: a few screens, a few changes. */
const SMOKE_LIVE = { screens: 8, changesPerSecond: 2, seconds: 4 };

/** The embedded default at its issue-25 size: PGlite inside the server process. */
export const PGLITE_SIZES: ScaleSizes = { workOrders: 10_000, comments: 100_000, employees: 50 };

/** The reusable full-size database; a quick run makes its own and drops it. */
const FULL_DATABASE = 'portal_bench_scale';

/**
 * The cases measured a second time with `Accept-Encoding: br, gzip`, as browsers send it, so the
 * CPU cost of compressing dynamic answers shows: a list page, a search, a filter and a detail.
 */
export const ENCODED_CASES = [
  'list first page',
  "search '",
  'filter status=open',
  'detail',
  'visits one day',
];
/** The smoke run proves the compressed path with one case. */
export const SMOKE_ENCODED_CASES = ['list first page'];
/** The header a browser sends; the encoded twin of a case is named with it. */
export const BROWSER_ENCODING = 'br, gzip';

/** Which list and read cases get an encoded twin: those whose name contains a word, or all. */
export type EncodedSelection = string[] | 'all';

export type BenchOptions = {
  quick: boolean;
  build: boolean;
  /** postgres://user[:password]@host:port, without a database name. */
  postgresBase: string;
  /** Full run: the database to reuse or (re)create. Quick run: the throw-away database. */
  database: string;
  sizes: ScaleSizes;
  /** Drop and re-seed the full-size database even when its recorded sizes match. */
  reseed: boolean;
  port: number;
  baselinePort: number;
  /** The data layer's baseline (bare Fastify + pg running the first page's own SQL). */
  dataLayerPort: number;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Only the cases whose name contains one of these (for a focused re-measurement). */
  only: string[];
  encoded: EncodedSelection;
  /** The embedded database (PGlite under a data directory) instead of PostgreSQL. */
  pglite: boolean;
  /** Tries of two dispatchers booking one technician and hour at once (PostgreSQL only). */
  raceTries: number;
  /** The live case's combinations, in the order they run. */
  live: LiveCombination[];
};

const HELP = `Usage: npm run bench[:web] -- [options]
  --quick              small throw-away data set, short cases
  --smoke              CI's check that the harness still runs: a tiny throw-away data set and a
                       few 2 s cases on 5 connections (${SMOKE_CASES.join(', ')}), unless --only says otherwise
  --no-build           use the existing dist/ build
  --pg-url URL         postgres://user@host:port (default from PGHOST/PGPORT/PGUSER/PGPASSWORD,
                       else postgres://postgres@127.0.0.1:5432)
  --database NAME      database to use (full default ${FULL_DATABASE}; quick default portal_bench_quick_<pid>)
  --work-orders N --comments N --employees N   data set size (full ${FULL_SIZES.workOrders}/${FULL_SIZES.comments}/${FULL_SIZES.employees}, quick ${QUICK_SIZES.workOrders}/${QUICK_SIZES.comments}/${QUICK_SIZES.employees})
  --reseed             re-create the full-size database even if it matches
  --port N             production server port (default 3300); the baseline uses N+1
  --duration S         seconds per case (full 10, quick 3)
  --warmup S           warm-up seconds per case (full 2, quick 0.3)
  --connections N      concurrent connections (default 50)
  --only a,b           run only the cases whose name contains one of these words ('races': the visit races)
  --races N            tries of two dispatchers booking one technician and hour at once (full 50,
                       quick 10, smoke 5)
  --encoding a,b|all|none   the list, read and schedule cases (names starting with a word) measured again with
                       'Accept-Encoding: ${BROWSER_ENCODING}' (default: ${ENCODED_CASES.join(', ')};
                       smoke: ${SMOKE_ENCODED_CASES.join(', ')})
  --live-screens a,b   the live case's screens (default ${LIVE_SCREENS.join(',')}, plus ${LIVE_TARGET.screens} at ${LIVE_TARGET.changesPerSecond}/s)
  --live-rates a,b     its changes per second (default ${LIVE_RATES.join(',')}); given either, every screens x rate pair runs
  --live-seconds S     how long the changes arrive (default ${LIVE_SECONDS}; smoke ${SMOKE_LIVE.seconds} s, ${SMOKE_LIVE.screens} screens at ${SMOKE_LIVE.changesPerSecond}/s)
  --pglite             the embedded default: the server on PGlite (no DATABASE_URL) seeded with
                       ${PGLITE_SIZES.workOrders}/${PGLITE_SIZES.comments}/${PGLITE_SIZES.employees}, the list cases alone at 10 connections;
                       no EXPLAIN, no data-layer baseline`;

/** PG* variables, as libpq reads them, when no --pg-url is given. */
function postgresBaseFromEnv(env: NodeJS.ProcessEnv): string {
  const user = encodeURIComponent(env.PGUSER ?? 'postgres');
  const password = env.PGPASSWORD ? `:${encodeURIComponent(env.PGPASSWORD)}` : '';
  return `postgres://${user}${password}@${env.PGHOST ?? '127.0.0.1'}:${env.PGPORT ?? '5432'}`;
}

function positiveNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive number`);
  return parsed;
}

function parseEncoding(value: string | undefined, fallback: string[]): EncodedSelection {
  if (value === undefined) return fallback;
  if (value === 'all') return 'all';
  if (value === 'none') return [];
  const words = value.split(',').filter(Boolean);
  if (words.length === 0) throw new Error('--encoding takes case words, all or none');
  return words;
}

export function parseBenchOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      smoke: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      'pg-url': { type: 'string' },
      database: { type: 'string' },
      'work-orders': { type: 'string' },
      comments: { type: 'string' },
      employees: { type: 'string' },
      reseed: { type: 'boolean', default: false },
      port: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      only: { type: 'string' },
      encoding: { type: 'string' },
      pglite: { type: 'boolean', default: false },
      races: { type: 'string' },
      'live-screens': { type: 'string' },
      'live-rates': { type: 'string' },
      'live-seconds': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const smoke = values.smoke;
  const quick = values.quick || smoke;
  const pglite = values.pglite;
  const defaults = smoke ? SMOKE_SIZES : quick ? QUICK_SIZES : pglite ? PGLITE_SIZES : FULL_SIZES;
  const port = positiveNumber(values.port, 'port', 3300);
  const base = (values['pg-url'] ?? postgresBaseFromEnv(env)).replace(/\/+$/, '');
  if (!/^postgres(ql)?:\/\/[^/]+$/.test(base)) {
    throw new Error('--pg-url must look like postgres://user@host:port (no database name)');
  }
  const database = values.database ?? (quick ? `portal_bench_quick_${process.pid}` : FULL_DATABASE);
  // The name goes into CREATE/DROP DATABASE unquoted-safe only if it is a plain identifier.
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database)) {
    throw new Error('--database must be a lower-case identifier (letters, digits, _)');
  }
  return {
    quick,
    build: !values['no-build'],
    postgresBase: base,
    database,
    sizes: {
      workOrders: positiveNumber(values['work-orders'], 'work-orders', defaults.workOrders),
      comments: positiveNumber(values.comments, 'comments', defaults.comments),
      employees: positiveNumber(values.employees, 'employees', defaults.employees),
    },
    reseed: values.reseed,
    port,
    baselinePort: port + 1,
    dataLayerPort: port + 2,
    // The smoke run proves the harness, not the server's limits: a few connections suffice. The
    // embedded database is measured at 10, its target load (issue 25).
    connections: positiveNumber(values.connections, 'connections', smoke ? 5 : pglite ? 10 : 50),
    warmupSeconds: positiveNumber(values.warmup, 'warmup', smoke ? 0.1 : quick ? 0.3 : 2),
    // Quick cases last 3 s: a list search can take about a second on a busy 2-core CI machine, and a
    // case in which no request completes fails the run.
    durationSeconds: positiveNumber(values.duration, 'duration', smoke ? 2 : quick ? 3 : 10),
    only: values.only ? values.only.split(',').filter(Boolean) : smoke ? SMOKE_CASES : [],
    encoded: parseEncoding(values.encoding, smoke ? SMOKE_ENCODED_CASES : ENCODED_CASES),
    pglite,
    raceTries: positiveNumber(values.races, 'races', smoke ? 5 : quick ? 10 : 50),
    live: liveCombinations(values, smoke),
  };
}

function positiveList(value: string, name: string): number[] {
  const numbers = value
    .split(',')
    .filter(Boolean)
    .map((part) => positiveNumber(part, name, 0));
  if (numbers.length === 0) throw new Error(`--${name} takes numbers separated by commas`);
  return numbers;
}

function liveCombinations(
  values: { 'live-screens'?: string; 'live-rates'?: string; 'live-seconds'?: string },
  smoke: boolean,
): LiveCombination[] {
  const seconds = positiveNumber(
    values['live-seconds'],
    'live-seconds',
    smoke ? SMOKE_LIVE.seconds : LIVE_SECONDS,
  );
  const screensGiven = values['live-screens'];
  const ratesGiven = values['live-rates'];
  if (smoke && screensGiven === undefined && ratesGiven === undefined) return [{ ...SMOKE_LIVE, seconds }];
  const screens = screensGiven ? positiveList(screensGiven, 'live-screens') : LIVE_SCREENS;
  const rates = ratesGiven ? positiveList(ratesGiven, 'live-rates') : LIVE_RATES;
  const pairs = screens.flatMap((count) =>
    rates.map((rate) => ({ screens: count, changesPerSecond: rate, seconds })),
  );
  // The target's own pair joins the default matrix, after the other runs of its screen count.
  if (screensGiven === undefined && ratesGiven === undefined) {
    const at = pairs.findLastIndex((pair) => pair.screens === LIVE_TARGET.screens) + 1;
    pairs.splice(at, 0, { ...LIVE_TARGET, seconds });
  }
  return pairs;
}

/** Whether the run includes the live case: always, unless --only names other cases alone. */
export function runsLive(options: Pick<BenchOptions, 'only'>): boolean {
  return options.only.length === 0 || options.only.some((word) => LIVE_NAME.includes(word));
}

/** Whether the run includes the visit races: always, unless --only names other cases alone. */
export function runsRaces(options: Pick<BenchOptions, 'only' | 'pglite'>): boolean {
  return (
    !options.pglite && (options.only.length === 0 || options.only.some((word) => RACES_NAME.includes(word)))
  );
}
