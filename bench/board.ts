import os from 'node:os';
import { type Browser, chromium, type Page } from '@playwright/test';
import pg from 'pg';
import { addDays, DEFAULT_TIME_ZONE } from '../src/shared/domain/company-time.ts';
import { BOARD_DAY, seedBoardDay } from './board-day-data.ts';
import { type Cleanup, runWithCleanup } from './cleanup.ts';
import { parseBenchOptions } from './options.ts';
import { buildPortal, signIn, startPortal } from './portal-server.ts';
import { prepareScaleDatabase } from './scale-database.ts';
import { CPU_THROTTLING } from './web-measure.ts';

/**
 * npm run bench:board [-- --no-build --runs N]: the schedule board's day view in Debian's Chromium
 * with the CPU throttled 4x, on a throw-away database holding only the board's heaviest ordinary
 * day (40 technicians with 8 visits each): when the first visit is painted, the longest task while
 * the page loads, and the longest task while a visit is dragged across lanes. `--runs N` opens the
 * board N times, each in a new browser context (nothing cached, nothing stored), against the same
 * server, and adds the minimum, median and maximum: on a shared machine one run says little. The
 * first run meets a server that has just started, whose first answers are slower.
 */
const FIRST_VISIT_TIMEOUT_MS = 30_000;
const LANES_CROSSED = 12;
const DRAG_STEPS = 60;

/** Before any page script: the session, a long-task recorder, the moment the first visit block shows. */
const instrumentation = (token: string) => `(() => {
  localStorage.setItem('authToken', ${JSON.stringify(token)});
  const bench = { firstVisitAt: null, longTasks: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (bench.firstVisitAt === null && document.querySelector('[data-testid="visit-block"]')) {
      bench.firstVisitAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

const longestTask = (since: number, until: number) =>
  `Math.max(0, ...window.__bench.longTasks.filter((t) => t.start >= ${since} && t.start < ${until}).map((t) => t.duration))`;

async function firstVisitAt(page: Page): Promise<number> {
  const deadline = Date.now() + FIRST_VISIT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const at = (await page.evaluate('window.__bench.firstVisitAt').catch(() => null)) as number | null;
    if (at !== null) return at;
    await page.waitForTimeout(50);
  }
  throw new Error(`No visit on the board within ${FIRST_VISIT_TIMEOUT_MS / 1000} s`);
}

/** Picks up the first lane's first visit by its grip and carries it across lanes, then lets go with Escape. */
async function dragAcrossLanes(page: Page): Promise<{ from: number; to: number }> {
  const grip = page.getByRole('button', { name: /^Drag job / }).first();
  const box = await grip.boundingBox();
  if (!box) throw new Error('The first visit has no drag grip on screen');
  const laneWidth = await page.evaluate(
    `document.querySelector('[data-testid="visit-block"]').parentElement.getBoundingClientRect().width`,
  );
  const from = (await page.evaluate('performance.now()')) as number;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 12, box.y + box.height / 2 + 12, { steps: 4 });
  await page.mouse.move(box.x + (laneWidth as number) * LANES_CROSSED, box.y + 90, { steps: DRAG_STEPS });
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await page.waitForTimeout(500);
  return { from, to: (await page.evaluate('performance.now()')) as number };
}

type Visit = { firstVisitMs: number; longestLoadingMs: number; longestDraggingMs: number };

/** `--runs N` (this script's own option), and the rest for parseBenchOptions. */
function takeRuns(argv: string[]): { runs: number; rest: string[] } {
  const index = argv.indexOf('--runs');
  if (index === -1) return { runs: 1, rest: argv };
  const runs = Number(argv[index + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');
  return { runs, rest: [...argv.slice(0, index), ...argv.slice(index + 2)] };
}

/** One visit in a browser context of its own: the board opened cold, then a visit dragged. */
async function visitBoard(browser: Browser, origin: string, token: string, day: string): Promise<Visit> {
  // A dispatcher's computer keeps the company's time (the throw-away database has the default zone).
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    timezoneId: DEFAULT_TIME_ZONE,
  });
  try {
    await context.addInitScript({ content: instrumentation(token) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.goto(`${origin}/schedule?date=${day}&view=day`, { waitUntil: 'commit' });
    const firstVisitMs = await firstVisitAt(page);
    await page
      .getByTestId('visit-block')
      .nth(BOARD_DAY.technicians * BOARD_DAY.visitsEach - 1)
      .waitFor();
    const loaded = (await page.evaluate('performance.now()')) as number;
    const longestLoadingMs = (await page.evaluate(longestTask(0, loaded))) as number;
    const drag = await dragAcrossLanes(page);
    const longestDraggingMs = (await page.evaluate(longestTask(drag.from, drag.to))) as number;
    return { firstVisitMs, longestLoadingMs, longestDraggingMs };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function table(visits: Visit[]): string {
  const row = (label: string, values: number[]) =>
    `| ${label} | ${values.map((v) => v.toFixed(0)).join(' | ')} |`;
  const columns = (visit: Visit) => [visit.firstVisitMs, visit.longestLoadingMs, visit.longestDraggingMs];
  const lines = [
    `| board day (${BOARD_DAY.technicians} technicians × ${BOARD_DAY.visitsEach} visits) | first visit ms | longest task loading ms | longest task dragging across ${LANES_CROSSED} lanes ms |`,
    '|---|---:|---:|---:|',
    ...visits.map((visit, index) => row(`run ${index + 1}`, columns(visit))),
  ];
  if (visits.length > 1) {
    const each = [0, 1, 2].map((column) => visits.map((visit) => columns(visit)[column] ?? 0));
    lines.push(
      row(
        'min',
        each.map((values) => Math.min(...values)),
      ),
    );
    lines.push(row('median', each.map(median)));
    lines.push(
      row(
        'max',
        each.map((values) => Math.max(...values)),
      ),
    );
  }
  return lines.join('\n');
}

async function main(argv: string[], cleanup: Cleanup): Promise<number> {
  const { runs, rest } = takeRuns(argv);
  const options = parseBenchOptions(rest.includes('--quick') ? rest : ['--quick', ...rest]);
  if (options.build) await buildPortal();
  const url = await prepareScaleDatabase(
    { ...options, sizes: { workOrders: 200, comments: 0, employees: 8 } },
    cleanup,
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  cleanup.add('close the board data connection', () => client.end());
  // Only the board's 40 technicians are active, so the day shows exactly 40 lanes of 8 visits.
  await client.query(`update employees set is_active = false where employee_type = 'plumber'`);
  const day = addDays(new Date().toISOString().slice(0, 10), 21 - new Date().getUTCDay() + 2);
  await seedBoardDay((text, params) => client.query(text, params), day);
  const server = await startPortal({ databaseUrl: url }, options.port, cleanup);
  const token = await signIn(server.origin);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  cleanup.add('close browser', () => browser.close());
  const visits: Visit[] = [];
  for (let run = 0; run < runs; run += 1) visits.push(await visitBoard(browser, server.origin, token, day));
  console.log(`\n${table(visits)}\n`);
  console.log(
    `CPU throttled ${CPU_THROTTLING}x; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(2)}.`,
  );
  return 0;
}

await runWithCleanup('bench:board', (cleanup) => main(process.argv.slice(2), cleanup));
