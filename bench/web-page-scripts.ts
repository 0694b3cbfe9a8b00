/**
 * Code that runs inside the measured page, kept as source text: bench/ is type-checked without the
 * DOM library, and these few lines are all it needs of it.
 */

/** The contract the task screens follow: one element per task card. */
const CARD_SELECTOR = '[data-testid="work-order-card"]';

/**
 * Before any page script: the session token, a long-task recorder, and the moment the first task
 * card enters the DOM (performance.now(), i.e. ms since navigation start).
 */
export function instrumentationScript(token: string): string {
  return `(() => {
    localStorage.setItem('authToken', ${JSON.stringify(token)});
    const bench = { firstCardAt: null, longTasks: [], seen: new Set() };
    window.__bench = bench;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    const observer = new MutationObserver(() => {
      if (bench.firstCardAt === null && document.querySelector(${JSON.stringify(CARD_SELECTOR)})) {
        bench.firstCardAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  })()`;
}

export const FIRST_CARD_AT = 'window.__bench.firstCardAt';
export const INSTRUMENTED = "typeof window.__bench === 'object'";
export const NOW = 'performance.now()';

/**
 * One scroll step: remember every card rendered so far (virtualized lists recycle elements, so a
 * card is known by its text), scroll the list's scroll container (or the page) by most of a
 * screen, wait two frames. Answers how many distinct cards were seen and whether anything moved.
 */
export const SCROLL_STEP = `(async () => {
  const bench = window.__bench;
  const cards = [...document.querySelectorAll(${JSON.stringify(CARD_SELECTOR)})];
  for (const card of cards) bench.seen.add(card.getAttribute('data-work-order-id') || card.textContent);
  let scroller = cards[cards.length - 1]?.parentElement ?? null;
  while (scroller && !(scroller.scrollHeight > scroller.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(scroller).overflowY))) {
    scroller = scroller.parentElement;
  }
  scroller ??= document.scrollingElement;
  const before = scroller.scrollTop;
  scroller.scrollTop = before + Math.max(200, scroller.clientHeight * 0.8);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return { seen: bench.seen.size, moved: scroller.scrollTop !== before, height: scroller.scrollHeight };
})()`;

/** The longest task that started at or after a moment (ms since navigation start), 0 if none. */
export function longestTaskSince(since: number, until = Number.POSITIVE_INFINITY): string {
  const end = Number.isFinite(until) ? String(until) : 'Infinity';
  return `Math.max(0, ...window.__bench.longTasks.filter((t) => t.start >= ${since} && t.start < ${end}).map((t) => t.duration))`;
}

/** Bytes of JavaScript transferred over the network (scripts and module preloads). */
export const JS_TRANSFERRED = `performance.getEntriesByType('resource')
  .filter((entry) => /\\.m?js$/.test(new URL(entry.name).pathname))
  .reduce((sum, entry) => sum + entry.transferSize, 0)`;
