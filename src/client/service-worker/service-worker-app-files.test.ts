// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeNetwork } from '../testing/service-worker-network.ts';
import {
  navigationRequest,
  startServiceWorker,
  type WorkerUnderTest,
} from '../testing/service-worker-scope.ts';
import { SAVED_ANSWERS_CACHE, SHELL_CACHE } from './offline-copy-keys.ts';

/*
 * The app's files (ADR 015), through the real worker's install, activate, fetch and message events:
 * what a technician notices is whether a screen opens, and with which release, when the phone has
 * a slow connection or none.
 */
const ORIGIN = 'https://portal.example';
const EXTRAS = ['/theme-init.js', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png'];

/** A build as the server hands it out: its page names its entry files; the mobile screens are listed. */
function deploy(network: FakeNetwork, release: string) {
  const entry = [`/assets/index-${release}.js`, `/assets/index-${release}.css`];
  const mobile = [`/assets/minimal-mobile-tasks-${release}.js`, `/assets/mobile-task-detail-${release}.js`];
  const page = `<!doctype html><html><head><script src="/theme-init.js"></script>
    <link rel="manifest" href="/manifest.webmanifest" />
    <script type="module" crossorigin src="${entry[0]}"></script>
    <link rel="stylesheet" crossorigin href="${entry[1]}"></head><body>release ${release}</body></html>`;
  network.serve('/index.html', page, { headers: { 'content-type': 'text/html' } });
  network.serve('/offline-assets.json', mobile);
  for (const url of [...entry, ...mobile]) network.serve(url, `file ${url}`);
  for (const url of EXTRAS) network.serve(url, `${url} of ${release}`);
  return { page, files: [...entry, ...mobile] };
}

const get = (path: string) => new Request(`${ORIGIN}${path}`);

/** What the worker answers for a path (or a screen's address); rejects when it cannot answer. */
async function open(worker: WorkerUnderTest, request: Request): Promise<string> {
  const { response } = worker.fetch(request);
  if (!response) throw new Error(`the worker let ${request.url} through`);
  return (await response).text();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('installing the worker', () => {
  it("saves the page, its files, the mobile screens' files, the theme script, manifest and icons, then takes over", async () => {
    const worker = await startServiceWorker(ORIGIN);
    const { page, files } = deploy(worker.network, 'r1');
    await worker.install();
    expect(worker.skipWaiting).toHaveBeenCalledOnce();

    worker.network.offline();
    expect(await open(worker, navigationRequest(`${ORIGIN}/minimal-mobile-tasks`))).toBe(page);
    for (const url of files) expect(await open(worker, get(url))).toBe(`file ${url}`);
    for (const url of EXTRAS) expect(await open(worker, get(url))).toBe(`${url} of r1`);
  });

  it('saves the rest when one file fails to download (an icon removed in a later build)', async () => {
    const worker = await startServiceWorker(ORIGIN);
    const { page, files } = deploy(worker.network, 'r1');
    worker.network.serve('/icons/icon-192.png', 'gone', { status: 404 });
    await worker.install();

    expect(worker.caches.urlsIn(SHELL_CACHE)).not.toContain(`${ORIGIN}/icons/icon-192.png`);
    worker.network.offline();
    expect(await open(worker, navigationRequest(`${ORIGIN}/`))).toBe(page);
    for (const url of files) expect(await open(worker, get(url))).toBe(`file ${url}`);
  });

  it.each([
    ['missing', 'Not found', 404],
    ['not a list', { files: [] }, 200],
  ])('still saves the page and its own files when the mobile screens list is %s', async (_, body, status) => {
    const worker = await startServiceWorker(ORIGIN);
    const { page } = deploy(worker.network, 'r1');
    worker.network.serve('/offline-assets.json', body, { status });
    await worker.install();

    worker.network.offline();
    expect(await open(worker, navigationRequest(`${ORIGIN}/`))).toBe(page);
    expect(await open(worker, get('/assets/index-r1.js'))).toBe('file /assets/index-r1.js');
    await expect(open(worker, get('/assets/minimal-mobile-tasks-r1.js'))).rejects.toThrow('Failed to fetch');
  });

  it('saves the listed files and skips entries of the list that are not file names', async () => {
    const worker = await startServiceWorker(ORIGIN);
    deploy(worker.network, 'r1');
    worker.network.serve('/offline-assets.json', ['/assets/minimal-mobile-tasks-r1.js', 42, null]);
    await worker.install();

    worker.network.offline();
    expect(await open(worker, get('/assets/minimal-mobile-tasks-r1.js'))).toContain('minimal-mobile-tasks');
  });

  it.each([
    ['without a connection', (network: FakeNetwork) => network.offline()],
    [
      'when the server fails',
      (network: FakeNetwork) => network.serve('/index.html', 'boom', { status: 500 }),
    ],
  ])('completes %s, saving nothing, so the worker still takes over', async (_, breakIt) => {
    const worker = await startServiceWorker(ORIGIN);
    deploy(worker.network, 'r1');
    breakIt(worker.network);
    await worker.install();
    expect(worker.skipWaiting).toHaveBeenCalledOnce();
    expect(worker.caches.urlsIn(SHELL_CACHE)).toEqual([]);
  });
});

describe('a connection lost while installing', () => {
  it('leaves the page saved, and the next visit with a connection saves the files it is missing', async () => {
    const worker = await startServiceWorker(ORIGIN);
    const { page, files } = deploy(worker.network, 'r1');
    const list = worker.network.hold('/offline-assets.json');
    const installing = worker.install();
    await list.reached;
    worker.network.offline();
    list.release();
    await installing;

    expect(await open(worker, navigationRequest(`${ORIGIN}/`))).toBe(page);
    await expect(open(worker, get(files[0] ?? ''))).rejects.toThrow('Failed to fetch');
    worker.network.online();
    await worker.fetch(navigationRequest(`${ORIGIN}/`)).settled;
    worker.network.offline();
    for (const url of files) expect(await open(worker, get(url))).toBe(`file ${url}`);
  });
});

describe('activating the worker', () => {
  it("deletes caches it does not own (an earlier version's), keeps the app and the saved lists, and takes charge of open pages", async () => {
    const worker = await startServiceWorker(ORIGIN);
    for (const name of ['portal-shell-v0', SHELL_CACHE, SAVED_ANSWERS_CACHE, 'workbox-precache']) {
      await (await worker.caches.open(name)).put(`${ORIGIN}/index.html`, new Response(name));
    }
    await worker.activate();
    expect(await worker.caches.keys()).toEqual([SHELL_CACHE, SAVED_ANSWERS_CACHE]);
    expect(await (await worker.caches.match(`${ORIGIN}/index.html`))?.text()).toBe(SHELL_CACHE);
    expect(worker.claimClients).toHaveBeenCalledOnce();
  });
});

describe("opening a screen's address", () => {
  it("answers with the saved page at once while the server is slow, and saves the server's page for the next visit", async () => {
    const worker = await startServiceWorker(ORIGIN);
    const r1 = deploy(worker.network, 'r1');
    await worker.install();
    const r2 = deploy(worker.network, 'r2');
    const slow = worker.network.hold('/index.html');

    const visit = worker.fetch(navigationRequest(`${ORIGIN}/minimal-mobile-tasks`));
    expect(await (await visit.response)?.text()).toBe(r1.page);
    await slow.reached;
    slow.release();
    await visit.settled;

    worker.network.offline();
    expect(await open(worker, navigationRequest(`${ORIGIN}/minimal-mobile-tasks`))).toBe(r2.page);
  });

  it("saves a new release's files with its page, and deletes the previous release's", async () => {
    const worker = await startServiceWorker(ORIGIN);
    const r1 = deploy(worker.network, 'r1');
    await worker.install();
    const r2 = deploy(worker.network, 'r2');
    await worker.fetch(navigationRequest(`${ORIGIN}/`)).settled;

    const saved = worker.caches.urlsIn(SHELL_CACHE);
    for (const url of r1.files) expect(saved).not.toContain(`${ORIGIN}${url}`);
    worker.network.offline();
    for (const url of r2.files) expect(await open(worker, get(url))).toBe(`file ${url}`);
    for (const url of EXTRAS) expect(await open(worker, get(url))).toBe(`${url} of r1`);
  });

  it('keeps the files saved as other screens were used while the release stays the same', async () => {
    const worker = await startServiceWorker(ORIGIN);
    deploy(worker.network, 'r1');
    await worker.install();
    worker.network.serve('/assets/task-history-r1.js', 'history screen');
    await open(worker, get('/assets/task-history-r1.js'));
    await worker.fetch(navigationRequest(`${ORIGIN}/`)).settled;

    worker.network.offline();
    expect(await open(worker, get('/assets/task-history-r1.js'))).toBe('history screen');
  });

  it('keeps the saved page when the refresh fails, offline or with a server error', async () => {
    const worker = await startServiceWorker(ORIGIN);
    const { page } = deploy(worker.network, 'r1');
    await worker.install();
    worker.network.serve('/index.html', 'Bad gateway', { status: 502 });
    await worker.fetch(navigationRequest(`${ORIGIN}/`)).settled;
    worker.network.offline();
    await worker.fetch(navigationRequest(`${ORIGIN}/`)).settled;

    expect(await open(worker, navigationRequest(`${ORIGIN}/settings`))).toBe(page);
  });

  it('goes to the server before the page is saved; offline, the browser shows its own error', async () => {
    const worker = await startServiceWorker(ORIGIN);
    worker.network.serve('/minimal-mobile-tasks', 'page from the server');
    expect(await open(worker, navigationRequest(`${ORIGIN}/minimal-mobile-tasks`))).toBe(
      'page from the server',
    );

    worker.network.offline();
    await expect(open(worker, navigationRequest(`${ORIGIN}/minimal-mobile-tasks`))).rejects.toThrow(
      'Failed to fetch',
    );
  });
});

describe('built files (/assets/, named by their content)', () => {
  it('are downloaded once, on first use, and from then on served from the phone', async () => {
    const worker = await startServiceWorker(ORIGIN);
    worker.network.serve('/assets/report-abc.js', 'report screen');
    expect(await open(worker, get('/assets/report-abc.js'))).toBe('report screen');
    expect(await open(worker, get('/assets/report-abc.js'))).toBe('report screen');
    worker.network.offline();
    expect(await open(worker, get('/assets/report-abc.js'))).toBe('report screen');
    expect(worker.network.requests).toEqual(['GET /assets/report-abc.js']);
  });

  it('are not saved from an error answer, and fail offline when never saved', async () => {
    const worker = await startServiceWorker(ORIGIN);
    expect((await worker.fetch(get('/assets/late-abc.js')).response)?.status).toBe(404);
    worker.network.serve('/assets/late-abc.js', 'deployed since');
    expect(await open(worker, get('/assets/late-abc.js'))).toBe('deployed since');

    worker.network.offline();
    await expect(open(worker, get('/assets/other-abc.js'))).rejects.toThrow('Failed to fetch');
  });
});

describe("the page's unhashed files (theme script, manifest, icons)", () => {
  it('are served from the phone at once while the server is slow, and refreshed for the next load', async () => {
    const worker = await startServiceWorker(ORIGIN);
    deploy(worker.network, 'r1');
    await worker.install();
    worker.network.serve('/theme-init.js', 'theme of r2');
    const slow = worker.network.hold('/theme-init.js');

    const load = worker.fetch(get('/theme-init.js'));
    expect(await (await load.response)?.text()).toBe('/theme-init.js of r1');
    await slow.reached;
    slow.release();
    await load.settled;
    expect(await open(worker, get('/theme-init.js'))).toBe('theme of r2');
  });

  it('keep the saved copy when the refresh fails', async () => {
    const worker = await startServiceWorker(ORIGIN);
    deploy(worker.network, 'r1');
    await worker.install();
    worker.network.serve('/manifest.webmanifest', 'boom', { status: 500 });
    await worker.fetch(get('/manifest.webmanifest')).settled;
    worker.network.offline();
    const offline = worker.fetch(get('/manifest.webmanifest'));
    expect(await (await offline.response)?.text()).toBe('/manifest.webmanifest of r1');
    await offline.settled;
  });

  it('come from the server and are saved when the phone has none; offline, they fail', async () => {
    const worker = await startServiceWorker(ORIGIN);
    worker.network.serve('/icons/icon.svg', '<svg/>');
    expect(await open(worker, get('/icons/icon.svg'))).toBe('<svg/>');
    await expect(open(worker, get('/icons/icon-192.png'))).resolves.toBe('Not found');

    worker.network.offline();
    expect(await open(worker, get('/icons/icon.svg'))).toBe('<svg/>');
    await expect(open(worker, get('/icons/icon-192.png'))).rejects.toThrow('Failed to fetch');
  });
});

describe('files the page loaded before the worker took over (the save-assets message)', () => {
  it('are saved, so they open offline; only built files, each downloaded once', async () => {
    const worker = await startServiceWorker(ORIGIN);
    worker.network.serve('/assets/index-r1.js', 'entry');
    worker.network.serve('/assets/react-r1.js', 'react');
    const urls = ['/assets/index-r1.js', '/api/work-orders', 42, '/assets/react-r1.js', '/theme-init.js'];
    expect(await worker.message({ type: 'save-assets', urls })).toEqual({ extended: true });
    await worker.message({ type: 'save-assets', urls });

    expect(worker.network.requests).toEqual(['GET /assets/index-r1.js', 'GET /assets/react-r1.js']);
    worker.network.offline();
    expect(await open(worker, get('/assets/index-r1.js'))).toBe('entry');
    expect(await open(worker, get('/assets/react-r1.js'))).toBe('react');
  });

  it.each([
    null,
    'save-assets',
    { type: 'skip-waiting' },
    { type: 'save-assets' },
    { type: 'save-assets', urls: '/assets/index-r1.js' },
  ])('ignores any other message: %j', async (data) => {
    const worker = await startServiceWorker(ORIGIN);
    worker.network.serve('/assets/index-r1.js', 'entry');
    expect(await worker.message(data)).toEqual({ extended: false });
    expect(worker.network.requests).toEqual([]);
  });
});
