/**
 * Page-side code of bench/mobile.ts, kept as source text (bench/ is type-checked without the DOM
 * library). The instrumentation itself is web-page-scripts.ts's: the token, long tasks and the
 * moment the first task card appears.
 */

/** When the saved copy gave way to the server's answer (the 'Saved list' notice is gone). */
export const FRESH_LIST_SHOWN = `(() => {
  const card = document.querySelector('[data-testid="work-order-card"]');
  const saved = [...document.querySelectorAll('[role="status"]')].some((el) => /Saved list|Offline/.test(el.textContent ?? ''));
  return card && !saved ? performance.now() : null;
})()`;

/** The saved answers the worker keeps for the signed-in session (ADR 046). */
export const SAVED_ANSWER_COUNT = `(async () => {
  if (!(await caches.has('portal-saved-answers-v1'))) return 0;
  return (await (await caches.open('portal-saved-answers-v1')).keys()).length;
})()`;

export const CONTROLLED = 'navigator.serviceWorker.controller !== null';

/** When the page got its script, its session check and its list (ms since navigation start). */
export const MILESTONES = `(() => {
  const ends = (part) => performance.getEntriesByType('resource').filter((e) => e.name.includes(part)).map((e) => Math.round(e.responseEnd));
  const nav = performance.getEntriesByType('navigation')[0];
  return {
    pageAnswered: Math.round(nav?.responseEnd ?? 0),
    parsed: Math.round(nav?.domInteractive ?? 0),
    sessionCheck: ends('/api/auth/me')[0] ?? null,
    list: ends('lightweight=true')[0] ?? null,
  };
})()`;
