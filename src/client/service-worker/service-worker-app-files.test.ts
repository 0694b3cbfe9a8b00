// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PrecacheEntry } from 'workbox-precaching';
import type { FakeNetwork } from '#tooling/test-client/service-worker-network.ts';
import {
  navigationRequest,
  startServiceWorker,
  type WorkerUnderTest,
} from '#tooling/test-client/service-worker-scope.ts';
import { HEAD_FILES_CACHE, SAVED_ANSWERS_CACHE } from './offline-copy-keys.ts';

/*
 * The app's files (ADR 046), through the real worker's install, activate and fetch events: what a
 * technician notices is whether a screen, and the forms and dialogs in it, open, and with which
 * release, when the phone has a slow connection or none.
 */
const ORIGIN = 'https://portal.example';
const PRECACHE = `workbox-precache-v2-${ORIGIN}/`;
const HEAD_FILES = ['/theme-init.js', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png'];
/** A library chunk whose name (its content's hash) is the same in both releases. */
const UNCHANGED = '/assets/react-AB12.js';

/**
 * A build as the server hands it out, and the precache list the build writes into the worker: the
 * page (revisioned) and the files a phone needs, the note form's lazily loaded chunk among them.
 */
function deploy(network: FakeNetwork, release: string) {
  const files = [
    `/assets/index-${release}.js`,
    `/assets/index-${release}.css`,
    `/assets/add-note-form-${release}.js`,
    UNCHANGED,
  ];
  const page = `<!doctype html><html><head><script src="/theme-init.js"></script>
    <script type="module" crossorigin src="${files[0]}"></script></head><body>release ${release}</body></html>`;
  network.serve('/index.html', page, { headers: { 'content-type': 'text/html' } });
  for (const url of files) network.serve(url, `file ${url}`);
  for (const url of HEAD_FILES) network.serve(url, `${url} of ${release}`);
  const precache: PrecacheEntry[] = [
    { url: 'index.html', revision: `page-${release}` },
    ...files.map((url) => ({ url: url.slice(1), revision: null })),
  ];
  return { page, files, precache };
}

const get = (path: string) => new Request(`${ORIGIN}${path}`);

/** What the worker answers for a path (or a screen's address); rejects when it cannot answer. */
async function open(worker: WorkerUnderTest, request: Request): Promise<string> {
  const { response } = worker.fetch(request);
  if (!response) throw new Error(`the worker let ${request.url} through`);
  return (await response).text();
}

/** A phone with release `release` installed and in charge. */
async function installed(release: string, phone?: WorkerUnderTest) {
  const probe = phone ?? (await startServiceWorker(ORIGIN));
  const build = deploy(probe.network, release);
  const worker = await startServiceWorker(ORIGIN, { precache: build.precache, phone: probe });
  await worker.install();
  await worker.activate();
  return { worker, ...build };
}

describe('installing a release', () => {
  it('saves the page, every file a phone needs (lazy ones too), the theme script, manifest and icons, then takes charge', async () => {
    const phone = await startServiceWorker(ORIGIN);
    const { page, files, precache } = deploy(phone.network, 'r1');
    const worker = await startServiceWorker(ORIGIN, { precache, phone });
    await worker.install();
    expect(worker.skipWaiting).toHaveBeenCalledOnce();
    await worker.activate();
    expect(worker.claimClients).toHaveBeenCalledOnce();

    worker.network.offline();
    expect(await open(worker, navigationRequest(`${ORIGIN}/simple-mobile-tasks`))).toBe(page);
    for (const url of files) expect(await open(worker, get(url))).toBe(`file ${url}`);
    for (const url of HEAD_FILES) expect(await open(worker, get(url))).toBe(`${url} of r1`);
  });

  it('fails when a listed file cannot be downloaded, so a release with holes never takes charge', async () => {
    const phone = await startServiceWorker(ORIGIN);
    const { precache } = deploy(phone.network, 'r1');
    phone.network.serve('/assets/add-note-form-r1.js', 'Not found', { status: 404 });
    const worker = await startServiceWorker(ORIGIN, { precache, phone });
    await expect(worker.install()).rejects.toThrow('bad-precaching-response');
  });

  it('fails without a connection, leaving the phone with the release it has', async () => {
    const { worker: r1 } = await installed('r1');
    const { precache } = deploy(r1.network, 'r2');
    r1.network.offline();
    const r2 = await startServiceWorker(ORIGIN, { precache, phone: r1 });
    await expect(r2.install()).rejects.toThrow('Failed to fetch');
    expect(await open(r1, navigationRequest(`${ORIGIN}/`))).toContain('release r1');
  });

  it('still installs when one of the unhashed files fails (an icon removed in a later build)', async () => {
    const phone = await startServiceWorker(ORIGIN);
    const { page, precache } = deploy(phone.network, 'r1');
    phone.network.serve('/icons/icon-192.png', 'gone', { status: 404 });
    const worker = await startServiceWorker(ORIGIN, { precache, phone });
    await worker.install();

    expect(worker.caches.urlsIn(HEAD_FILES_CACHE)).not.toContain(`${ORIGIN}/icons/icon-192.png`);
    worker.network.offline();
    expect(await open(worker, navigationRequest(`${ORIGIN}/`))).toBe(page);
    expect(await open(worker, get('/theme-init.js'))).toBe('/theme-init.js of r1');
  });
});

describe('a new release', () => {
  it('downloads only the files that changed: a file keeps its name while its content does', async () => {
    const { worker: r1 } = await installed('r1');
    const before = r1.network.requests.length;
    await installed('r2', r1);

    const downloaded = r1.network.requests.slice(before).filter((request) => !request.includes('/icons/'));
    expect(downloaded).toEqual(
      expect.arrayContaining([
        'GET /index.html',
        'GET /assets/index-r2.js',
        'GET /assets/add-note-form-r2.js',
      ]),
    );
    expect(downloaded).not.toContain(`GET ${UNCHANGED}`);
  });

  it("takes charge with its own page and files, and deletes the previous release's at activation", async () => {
    const { worker: r1, files: r1Files } = await installed('r1');
    const r2 = await installed('r2', r1);

    const saved = r2.worker.caches.urlsIn(PRECACHE);
    for (const url of r1Files.filter((url) => url !== UNCHANGED))
      expect(saved).not.toContain(`${ORIGIN}${url}`);
    r2.worker.network.offline();
    expect(await open(r2.worker, navigationRequest(`${ORIGIN}/minimal-mobile-tasks`))).toBe(r2.page);
    for (const url of r2.files) expect(await open(r2.worker, get(url))).toBe(`file ${url}`);
  });

  it("keeps the previous release's files until it takes charge: a page still open on it can load them", async () => {
    const { worker: r1 } = await installed('r1');
    const { precache } = deploy(r1.network, 'r2');
    const r2 = await startServiceWorker(ORIGIN, { precache, phone: r1 });
    await r2.install();

    r1.network.offline();
    expect(await open(r1, get('/assets/add-note-form-r1.js'))).toBe('file /assets/add-note-form-r1.js');
  });
});

describe('activating the worker', () => {
  it("deletes earlier workers' caches (the hand-written worker's, older precaches), keeps the release and the saved lists", async () => {
    const phone = await startServiceWorker(ORIGIN);
    const { precache } = deploy(phone.network, 'r1');
    const earlier = ['portal-shell-v1', 'portal-shell-v0', `workbox-precache-${ORIGIN}/`];
    for (const name of [...earlier, SAVED_ANSWERS_CACHE]) {
      await (await phone.caches.open(name)).put(`${ORIGIN}/kept-by/${name}`, new Response(name));
    }
    const worker = await startServiceWorker(ORIGIN, { precache, phone });
    await worker.install();
    await worker.activate();

    expect((await worker.caches.keys()).sort()).toEqual(
      [HEAD_FILES_CACHE, SAVED_ANSWERS_CACHE, PRECACHE].sort(),
    );
    expect(worker.caches.urlsIn(SAVED_ANSWERS_CACHE)).toEqual([`${ORIGIN}/kept-by/${SAVED_ANSWERS_CACHE}`]);
  });
});

describe("opening a screen's address", () => {
  it('answers with the saved page at once, without asking the server, however slow the link', async () => {
    const { worker, page } = await installed('r1');
    worker.network.hold('/index.html');
    const before = worker.network.requests.length;

    for (const path of ['/minimal-mobile-tasks', '/simple-mobile-tasks?show=mine', '/work-orders/7', '/']) {
      expect(await open(worker, navigationRequest(`${ORIGIN}${path}`))).toBe(page);
    }
    expect(worker.network.requests.slice(before)).toEqual([]);
  });
});

describe('built files (/assets/, named by their content)', () => {
  it("are served from the phone when the release lists them; another screen's file goes to the server untouched", async () => {
    const { worker } = await installed('r1');
    worker.network.serve('/assets/dashboard-r1.js', 'dashboard screen');
    expect(worker.fetch(get('/assets/dashboard-r1.js')).response).toBeUndefined();
    const before = worker.network.requests.length;
    expect(await open(worker, get('/assets/add-note-form-r1.js'))).toBe('file /assets/add-note-form-r1.js');
    expect(worker.network.requests.slice(before)).toEqual([]);
  });
});

describe("the page's unhashed files (theme script, manifest, icons)", () => {
  it('are served from the phone at once while the server is slow, and refreshed for the next load', async () => {
    const { worker } = await installed('r1');
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
    const { worker } = await installed('r1');
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
    const first = worker.fetch(get('/icons/icon.svg'));
    expect(await (await first.response)?.text()).toBe('<svg/>');
    await first.settled;
    await expect(open(worker, get('/icons/icon-192.png'))).resolves.toBe('Not found');

    worker.network.offline();
    expect(await open(worker, get('/icons/icon.svg'))).toBe('<svg/>');
    await expect(open(worker, get('/icons/icon-192.png'))).rejects.toThrow();
  });
});

describe('messages the worker does not know', () => {
  it.each([
    null,
    'forget-saved-answers',
    { type: 'skip-waiting' },
    // The hand-written worker's list of files the page loaded first: Workbox precaches them now.
    { type: 'save-assets', urls: ['/assets/index-r1.js'] },
  ])('are ignored: %j', async (data) => {
    const worker = await startServiceWorker(ORIGIN);
    worker.network.serve('/assets/index-r1.js', 'entry');
    expect(await worker.message(data)).toEqual({ extended: false });
    expect(worker.network.requests).toEqual([]);
  });
});
