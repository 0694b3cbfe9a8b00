import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, devices, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../src/server/db/demo-accounts.ts';
import { type Cleanup, runWithCleanup } from './cleanup.ts';
import { CONTROLLED, FRESH_LIST_SHOWN, MILESTONES, SAVED_ANSWER_COUNT } from './mobile-scripts.ts';
import { buildPortal } from './portal-server.ts';
import { REPO_ROOT, startBackground, waitForOk } from './processes.ts';
import { SLOW_3G, startSlowLink } from './slow-link.ts';
import {
  FIRST_CARD_AT,
  instrumentationScript,
  longestTaskSince,
  NOW,
  SCROLL_STEP,
} from './web-page-scripts.ts';

/**
 * npm run bench:mobile [-- --no-build]: issue 8's budget for /minimal-mobile-tasks. A 390x844
 * phone (Pixel 7's user agent, touch), Chromium's CPU throttled 4x and DevTools' "Slow 3G" network
 * (2 s round trips, 50 KB/s each way), 300 open jobs. Measured twice: a phone that has never opened
 * the portal (cold), and one that has (the service worker holds the app and the saved list). The
 * budget: first card under 2.5 s after navigation, no long task over 100 ms while scrolling.
 */
const PORT = 3400;
const OPEN_JOBS = 300;
const CPU_THROTTLING = 4;
const FIRST_CARD_BUDGET_MS = 2500;
const LONG_TASK_BUDGET_MS = 100;
const TECHNICIAN = 'carlos.mendez@demo.plumbing';
const ROUTE = '/minimal-mobile-tasks';
const RESULTS_FILE = path.join(REPO_ROOT, 'bench/results-mobile.json');

type Visit = {
  visit: 'cold' | 'installed';
  firstCardMs: number | null;
  freshListMs: number | null;
  longestTaskLoadingMs: number;
  longestTaskScrollingMs: number | null;
  cardsPassed: number;
  /** ms since navigation start: the page's answer, parsing done, the session check, the list. */
  milestones: Record<string, number | null>;
};

async function startServer(cleanup: Cleanup): Promise<string> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'portal-mobile-bench-'));
  cleanup.add('remove work dir', async () => rmSync(workDir, { recursive: true, force: true }));
  const server = startBackground(process.execPath, ['dist/server/index.js'], {
    label: 'portal server',
    logFile: path.join(workDir, 'server.log'),
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      DEMO_SEED: 'true',
      LOG_LEVEL: 'warn',
      OUTBOX_POLL_MS: '0',
      LOGIN_RATE_LIMIT: '1000000',
    },
  });
  cleanup.add('stop portal server', server.stop);
  const origin = `http://127.0.0.1:${PORT}`;
  await waitForOk(`${origin}/api/health`, server, 120_000);
  return origin;
}

async function signIn(origin: string): Promise<{ token: string; employee: { id: number } }> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: TECHNICIAN, password: DEMO_PASSWORD, stayLoggedIn: true }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { token: string; employee: { id: number } };
}

/** Tops the demo data up to OPEN_JOBS jobs that are not completed, through the API. */
async function fillOpenJobs(origin: string, token: string, technicianId: number): Promise<number> {
  const headers = { 'x-auth-token': token, 'content-type': 'application/json' };
  const list = await fetch(`${origin}/api/work-orders?lightweight=true&status=open,in-progress,on-hold`, {
    headers,
  });
  const existing = ((await list.json()) as unknown[]).length;
  const missing = Math.max(0, OPEN_JOBS - existing);
  for (let start = 0; start < missing; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, missing - start) }, async (_, i) => {
        const n = start + i;
        const response = await fetch(`${origin}/api/work-orders`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            workOrderId: `MB-${n}`,
            title: `Bench job ${n}: kitchen sink drains slowly`,
            description: `Customer reports the kitchen sink drains slowly since last week; check the trap and the vent. Job ${n}.`,
            type: 'task',
            priority: n % 5 === 0 ? 'urgent' : 'normal',
            dueDate: new Date(Date.now() + (n - 50) * 3_600_000).toISOString(),
            assignedTo: n % 3 === 0 ? technicianId : null,
          }),
        });
        if (response.status !== 201)
          throw new Error(`Creating job ${n}: ${response.status} ${await response.text()}`);
      }),
    );
  }
  return existing + missing;
}

async function phoneContext(browser: Browser, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'allow' });
  await context.addInitScript({ content: instrumentationScript(token) });
  return context;
}

/** A phone's slower processor (the network is slowed by the link in front of the server). */
async function throttleCpu(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
}

async function poll<T>(page: Page, expression: string, timeoutMs: number): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = (await page.evaluate(expression).catch(() => null)) as T | null;
    if (value !== null && value !== false) return value;
    await page.waitForTimeout(50);
  }
  return null;
}

async function scrollThrough(page: Page): Promise<number> {
  let seen = 0;
  let still = 0;
  while (still < 20) {
    const step = (await page.evaluate(SCROLL_STEP)) as { seen: number; moved: boolean };
    still = step.moved || step.seen > seen ? 0 : still + 1;
    seen = step.seen;
    if (seen >= OPEN_JOBS) break;
  }
  return seen;
}

async function measureVisit(page: Page, visit: Visit['visit'], origin: string): Promise<Visit> {
  await page.goto(`${origin}${ROUTE}`, { waitUntil: 'commit' });
  const firstCardMs = await poll<number>(page, FIRST_CARD_AT, 60_000);
  const freshListMs = await poll<number>(page, FRESH_LIST_SHOWN, 60_000);
  const milestones = (await page.evaluate(MILESTONES)) as Record<string, number | null>;
  const scrollStart = (await page.evaluate(NOW)) as number;
  const cardsPassed = await scrollThrough(page);
  return {
    visit,
    firstCardMs,
    freshListMs,
    longestTaskLoadingMs: (await page.evaluate(longestTaskSince(0, scrollStart))) as number,
    longestTaskScrollingMs: (await page.evaluate(longestTaskSince(scrollStart))) as number,
    cardsPassed,
    milestones,
  };
}

async function coldVisit(browser: Browser, slowOrigin: string, token: string): Promise<Visit> {
  const context = await phoneContext(browser, token);
  try {
    const page = await context.newPage();
    await throttleCpu(context, page);
    return await measureVisit(page, 'cold', slowOrigin);
  } finally {
    await context.close();
  }
}

/**
 * The phone opened the portal before, so the worker holds the app and the list. Prepared through the
 * slow link too (a service worker belongs to one origin), just without the CPU throttled.
 */
async function installedVisit(browser: Browser, slowOrigin: string, token: string): Promise<Visit> {
  const context = await phoneContext(browser, token);
  try {
    const page = await context.newPage();
    await page.goto(`${slowOrigin}${ROUTE}`, { timeout: 120_000 });
    if (!(await poll<boolean>(page, CONTROLLED, 180_000)))
      throw new Error('The service worker never took charge');
    await page.reload({ timeout: 120_000 });
    if ((await poll<number>(page, `(${SAVED_ANSWER_COUNT}).then((n) => n >= 2 || null)`, 120_000)) === null) {
      throw new Error('The list was never saved');
    }
    await page.goto('about:blank');
    await throttleCpu(context, page);
    return await measureVisit(page, 'installed', slowOrigin);
  } finally {
    await context.close();
  }
}

const ms = (value: number | null) => (value === null ? '-' : value.toFixed(0));

async function main(cleanup: Cleanup): Promise<number> {
  if (!process.argv.includes('--no-build')) await buildPortal();
  const origin = await startServer(cleanup);
  const { token, employee } = await signIn(origin);
  const openJobs = await fillOpenJobs(origin, token, employee.id);
  const link = await startSlowLink(PORT, SLOW_3G);
  cleanup.add('close slow link', link.close);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  cleanup.add('close browser', () => browser.close());
  const cold = await coldVisit(browser, link.origin, token);
  console.log('cold visit:', JSON.stringify(cold));
  const installed = await installedVisit(browser, link.origin, token);
  console.log('installed visit:', JSON.stringify(installed));
  const visits = [cold, installed];

  console.log(
    `\n${ROUTE}, ${openJobs} open jobs, 390x844, CPU ${CPU_THROTTLING}x slower, Slow 3G (2 s round trips, 50 KB/s)`,
  );
  console.log(
    '| visit | first card ms | server list shown ms | longest task loading ms | longest task scrolling ms | cards passed |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const v of visits) {
    console.log(
      `| ${v.visit} | ${ms(v.firstCardMs)} | ${ms(v.freshListMs)} | ${ms(v.longestTaskLoadingMs)} | ${ms(v.longestTaskScrollingMs)} | ${v.cardsPassed} |`,
    );
  }
  console.log(`${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(2)}.`);
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ finishedAt: new Date().toISOString(), openJobs, visits }, null, 2)}\n`,
  );

  const withinBudget =
    installed.firstCardMs != null &&
    installed.firstCardMs < FIRST_CARD_BUDGET_MS &&
    visits.every((v) => (v.longestTaskScrollingMs ?? 0) <= LONG_TASK_BUDGET_MS);
  console.log(withinBudget ? 'Within the issue 8 budget.' : 'OVER the issue 8 budget.');
  return withinBudget ? 0 : 1;
}

await runWithCleanup('bench:mobile', main);
