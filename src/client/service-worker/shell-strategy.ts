import { SHELL_CACHE } from './offline-copy-keys.ts';

/** The one page every route is (the server answers index.html for any screen's path). */
export const SHELL_PAGE = '/index.html';

/** The build's list of the files the mobile screens need (scripts/write-offline-assets.ts). */
export const OFFLINE_ASSETS_LIST = '/offline-assets.json';

/** Files the page needs besides its scripts, which index.html names itself. */
export const SHELL_EXTRAS = [
  '/theme-init.js',
  '/manifest.webmanifest',
  '/icons/icon.svg',
  '/icons/icon-192.png',
];

/** The built files index.html loads before anything else: its entry script, styles and preloads. */
export function assetsNamedBy(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
    if (match[1]) urls.add(match[1]);
  }
  return [...urls];
}

type ShellContext = { caches: CacheStorage; fetch: (input: RequestInfo) => Promise<Response> };

async function listedOfflineAssets(context: ShellContext): Promise<string[]> {
  try {
    const response = await context.fetch(OFFLINE_ASSETS_LIST);
    const listed: unknown = response.ok ? await response.json() : [];
    return Array.isArray(listed) ? listed.filter((url): url is string => typeof url === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Saves the page with what it loads first and what the mobile screens need; what other screens
 * load is saved as it is used.
 */
export async function saveShell(context: ShellContext, page: Response): Promise<void> {
  const html = await page.clone().text();
  const listed = await listedOfflineAssets(context);
  const cache = await context.caches.open(SHELL_CACHE);
  const previous = await cache.match(SHELL_PAGE);
  const isNewRelease = previous !== undefined && (await previous.text()) !== html;
  const wanted = new Set([...assetsNamedBy(html), ...listed, ...SHELL_EXTRAS]);
  const missing = [];
  for (const url of wanted) {
    if (!(await cache.match(url))) missing.push(url);
  }
  // One file that fails (an icon removed in a later build) must not stop the others.
  await Promise.allSettled(missing.map((url) => cache.add(url)));
  // The page last: a saved page always finds its files saved.
  await cache.put(SHELL_PAGE, page);
  if (isNewRelease) await forgetOtherReleases(cache, wanted);
}

/** A new release's page is saved: the previous release's built files are of no further use. */
async function forgetOtherReleases(cache: Cache, wanted: ReadonlySet<string>): Promise<void> {
  const requests = await cache.keys();
  const stale = requests.filter((request) => {
    const { pathname } = new URL(request.url);
    return pathname.startsWith('/assets/') && !wanted.has(pathname);
  });
  await Promise.all(stale.map((request) => cache.delete(request)));
}

/** Fetches the page anew and saves it with its files; quietly does nothing offline. */
export async function refreshShell(context: ShellContext): Promise<void> {
  try {
    const page = await context.fetch(SHELL_PAGE);
    if (page.ok) await saveShell(context, page);
  } catch {
    // Offline: the saved page stays.
  }
}

/**
 * A screen's address: the saved page at once (a phone in a basement should not wait seconds for
 * a page it already has), refreshed in the background for the next visit. The first visit, and
 * any visit before the page was saved, goes to the server.
 */
export async function answerNavigation(
  context: ShellContext & { request: Request; waitUntil: (promise: Promise<unknown>) => void },
): Promise<Response> {
  const cache = await context.caches.open(SHELL_CACHE);
  const saved = await cache.match(SHELL_PAGE);
  if (saved) {
    context.waitUntil(refreshShell(context));
    return saved;
  }
  return context.fetch(context.request);
}

/**
 * The page's unhashed files (the theme script in its head, the manifest, icons): the saved copy at
 * once, refreshed in the background. The theme script blocks the page's parsing, so waiting a
 * round trip for it would hold up every screen on a slow link.
 */
export async function answerShellExtra(
  context: ShellContext & { request: Request; waitUntil: (promise: Promise<unknown>) => void },
): Promise<Response> {
  const cache = await context.caches.open(SHELL_CACHE);
  const saved = await cache.match(context.request);
  const refresh = context.fetch(context.request).then(async (response) => {
    if (response.ok) await cache.put(context.request, response.clone());
    return response;
  });
  if (saved) {
    context.waitUntil(refresh.catch(() => undefined));
    return saved;
  }
  return refresh;
}

/** Built files never change under a name (their names carry a hash): saved once, then served. */
export async function answerAsset(context: ShellContext & { request: Request }): Promise<Response> {
  const cache = await context.caches.open(SHELL_CACHE);
  const saved = await cache.match(context.request);
  if (saved) return saved;
  const response = await context.fetch(context.request);
  if (response.ok) await cache.put(context.request, response.clone());
  return response;
}

/** The page reports the files it loaded before the worker was in charge, so they are kept too. */
export async function saveAssets(context: ShellContext, urls: readonly string[]): Promise<void> {
  const cache = await context.caches.open(SHELL_CACHE);
  const missing = [];
  for (const url of urls) {
    if (url.startsWith('/assets/') && !(await cache.match(url))) missing.push(url);
  }
  await Promise.allSettled(missing.map((url) => cache.add(url)));
}
