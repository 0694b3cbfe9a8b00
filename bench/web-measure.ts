import type { Browser, Page } from '@playwright/test';
import {
  FIRST_CARD_AT,
  INSTRUMENTED,
  instrumentationScript,
  JS_TRANSFERRED,
  longestTaskSince,
  NOW,
  SCROLL_STEP,
} from './web-page-scripts.ts';

export const CPU_THROTTLING = 4;
export const ROWS_TO_SCROLL = 500;
const FIRST_CARD_TIMEOUT_MS = 20_000;
/** How long the end of the list may take to grow (the next page loading) before it is the end. */
const LIST_END_PATIENCE_MS = 5000;
const SCROLL_TIME_LIMIT_MS = 180_000;

export type PageResult = {
  route: string;
  built: boolean;
  firstCardMs: number | null;
  longestTaskLoadingMs: number | null;
  longestTaskScrollingMs: number | null;
  cardsPassed: number;
  jsBytes: number;
  note?: string;
};

type Step = { seen: number; moved: boolean; height: number };

/**
 * When the first card appeared (ms since navigation start, as the page recorded it), or null when
 * none did in time. Polled from here: the portal's CSP forbids the eval that waitForFunction uses.
 */
async function waitForFirstCard(page: Page): Promise<number | null> {
  const deadline = Date.now() + FIRST_CARD_TIMEOUT_MS;
  while (Date.now() < deadline) {
    // Navigation may replace the document between polls; the next poll reads the new one.
    const at = (await page.evaluate(FIRST_CARD_AT).catch(() => null)) as number | null;
    if (at !== null) return at;
    await page.waitForTimeout(100);
  }
  return null;
}

/** Scrolls until enough distinct cards went by, or the list stops growing. */
async function scrollThrough(page: Page): Promise<number> {
  const started = Date.now();
  let last: Step = { seen: 0, moved: true, height: 0 };
  let stuckSince: number | null = null;
  while (Date.now() - started < SCROLL_TIME_LIMIT_MS) {
    const step = (await page.evaluate(SCROLL_STEP)) as Step;
    const progressed = step.moved || step.seen > last.seen || step.height > last.height;
    last = step;
    if (step.seen >= ROWS_TO_SCROLL) break;
    if (progressed) stuckSince = null;
    else {
      stuckSince ??= Date.now();
      if (Date.now() - stuckSince > LIST_END_PATIENCE_MS) break;
      await page.waitForTimeout(250);
    }
  }
  return last.seen;
}

/** One route in a fresh context (cold cache), CPU throttled, signed in through localStorage. */
export async function measurePage(
  browser: Browser,
  origin: string,
  route: string,
  token: string,
): Promise<PageResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript({ content: instrumentationScript(token) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
    const firstCardMs = await waitForFirstCard(page);
    if (firstCardMs === null) {
      if ((await page.evaluate(INSTRUMENTED)) !== true)
        throw new Error(`${route}: the page instrumentation did not run`);
      return {
        route,
        built: false,
        firstCardMs: null,
        longestTaskLoadingMs: null,
        longestTaskScrollingMs: null,
        cardsPassed: 0,
        jsBytes: (await page.evaluate(JS_TRANSFERRED)) as number,
        note: `not built yet (no task card within ${FIRST_CARD_TIMEOUT_MS / 1000} s)`,
      };
    }
    const scrollStart = (await page.evaluate(NOW)) as number;
    const cardsPassed = await scrollThrough(page);
    return {
      route,
      built: true,
      firstCardMs,
      longestTaskLoadingMs: (await page.evaluate(longestTaskSince(0, scrollStart))) as number,
      longestTaskScrollingMs: (await page.evaluate(longestTaskSince(scrollStart))) as number,
      cardsPassed,
      jsBytes: (await page.evaluate(JS_TRANSFERRED)) as number,
      note: cardsPassed < ROWS_TO_SCROLL ? `the list ended after ${cardsPassed} cards` : undefined,
    };
  } finally {
    await context.close();
  }
}
