// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker, type WorkerUnderTest } from '#tooling/test-client/service-worker-scope.ts';
import { deleteSavedAnswers, readSavedList } from '../lib/saved-answers.ts';
import {
  FORGET_SAVED_ANSWERS_MESSAGE,
  MOBILE_LIST_PATH,
  mobileListPathFor,
  SAVED_ANSWERS_CACHE,
  SAVED_AT_HEADER,
} from './offline-copy-keys.ts';

/*
 * The signed-in session's saved answers (ADR 046: who is signed in, and the mobile list), through
 * the real worker's fetch event. What a technician notices: the last known jobs on a slow link or
 * none, never another employee's, and gone once the session is.
 */
const ORIGIN = 'https://portal.example';
const CARLOS = 'pp_carlos0000000000000000000000000000000000000';
const PRIYA = 'pp_priya00000000000000000000000000000000000000';
const SAVED_AT = '2026-11-22T08:00:00.000Z';
const JOBS = [{ id: 1, workOrderId: '48213', status: 'open' }];
const LATER_JOBS = [{ id: 2, workOrderId: '50001', status: 'in-progress' }];
const ME = { id: 7, name: 'Carlos Mendes', role: 'technician' };

const asked = (path: string, token: string) =>
  new Request(`${ORIGIN}${path}`, { headers: { 'x-auth-token': token } });

/** The worker's answer to a signed-in read, and the work it finished after answering. */
async function ask(worker: WorkerUnderTest, path: string, token: string) {
  const { response, settled } = worker.fetch(asked(path, token));
  if (!response) throw new Error(`the worker let ${path} through`);
  const answer = await response;
  await settled;
  return { body: await answer.json(), status: answer.status, savedAt: answer.headers.get(SAVED_AT_HEADER) };
}

/** Whether a promise is still waiting once everything already under way has run. */
async function stillWaiting(promise: Promise<unknown> | undefined): Promise<boolean> {
  const now = new Promise((resolve) => setImmediate(() => resolve('waiting')));
  return (await Promise.race([promise, now])) === 'waiting';
}

let worker: WorkerUnderTest;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date(SAVED_AT) });
  worker = await startServiceWorker(ORIGIN);
  worker.network.serve(MOBILE_LIST_PATH, JOBS);
  worker.network.serve('/api/auth/me', ME);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the session's mobile list", () => {
  it("comes from the server while online, and offline from this session's copy, marked with when it was saved", async () => {
    expect(await ask(worker, MOBILE_LIST_PATH, CARLOS)).toEqual({ body: JOBS, status: 200, savedAt: null });
    worker.network.offline();
    expect(await ask(worker, MOBILE_LIST_PATH, CARLOS)).toEqual({
      body: JOBS,
      status: 200,
      savedAt: SAVED_AT,
    });
  });

  it('is saved under a hash of the session token; the token itself is not written', async () => {
    await ask(worker, MOBILE_LIST_PATH, CARLOS);
    const hash = createHash('sha256').update(CARLOS).digest('hex');
    expect(worker.caches.urlsIn(SAVED_ANSWERS_CACHE)).toEqual([
      `${ORIGIN}/__saved__/${hash}${MOBILE_LIST_PATH}`,
    ]);
  });

  it("is never handed to another employee's session on the same phone", async () => {
    await ask(worker, MOBILE_LIST_PATH, CARLOS);
    worker.network.offline();
    await expect(ask(worker, MOBILE_LIST_PATH, PRIYA)).rejects.toThrow('Failed to fetch');
  });

  it("waits for the server on a slow link while the page shows the saved copy, then saves the server's list", async () => {
    vi.stubGlobal('window', { location: new URL(ORIGIN) });
    await ask(worker, MOBILE_LIST_PATH, CARLOS);
    worker.network.serve(MOBILE_LIST_PATH, LATER_JOBS);
    const slow = worker.network.hold(MOBILE_LIST_PATH);

    const request = worker.fetch(asked(MOBILE_LIST_PATH, CARLOS));
    await slow.reached;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await stillWaiting(request.response)).toBe(true);
    expect(await readSavedList(MOBILE_LIST_PATH, CARLOS)).toEqual({ rows: JOBS, savedAt: SAVED_AT });

    slow.release();
    expect(await (await request.response)?.json()).toEqual(LATER_JOBS);
    await request.settled;
    expect(await readSavedList(MOBILE_LIST_PATH, CARLOS)).toMatchObject({ rows: LATER_JOBS });
  });

  it("answers with the server's error, and keeps the good copy for offline", async () => {
    await ask(worker, MOBILE_LIST_PATH, CARLOS);
    worker.network.serve(MOBILE_LIST_PATH, { message: 'Database unavailable' }, { status: 503 });
    expect(await ask(worker, MOBILE_LIST_PATH, CARLOS)).toMatchObject({ status: 503 });
    worker.network.offline();
    expect(await ask(worker, MOBILE_LIST_PATH, CARLOS)).toMatchObject({ body: JOBS, savedAt: SAVED_AT });
  });

  it('fails offline as the browser would when nothing was saved (the page shows its offline message)', async () => {
    worker.network.offline();
    await expect(ask(worker, MOBILE_LIST_PATH, CARLOS)).rejects.toThrow('Failed to fetch');
  });
});

describe('who is signed in (/api/auth/me)', () => {
  it('comes from the saved copy when the server takes longer than 0.7 s, and the late answer is saved', async () => {
    await ask(worker, '/api/auth/me', CARLOS);
    worker.network.serve('/api/auth/me', { ...ME, name: 'Carlos M.' });
    const slow = worker.network.hold('/api/auth/me');

    const request = worker.fetch(asked('/api/auth/me', CARLOS));
    await slow.reached;
    await vi.advanceTimersByTimeAsync(699);
    expect(await stillWaiting(request.response)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    const answer = await request.response;
    expect(await answer?.json()).toEqual(ME);
    expect(answer?.headers.get(SAVED_AT_HEADER)).toBe(SAVED_AT);

    slow.release();
    await request.settled;
    worker.network.offline();
    expect((await ask(worker, '/api/auth/me', CARLOS)).body).toEqual({ ...ME, name: 'Carlos M.' });
  });

  it('offline, comes from the saved copy at once, without waiting 0.7 s', async () => {
    await ask(worker, '/api/auth/me', CARLOS);
    worker.network.offline();
    // The clock does not move here: an answer that waited for the 0.7 s would never come.
    expect(await ask(worker, '/api/auth/me', CARLOS)).toMatchObject({ body: ME, savedAt: SAVED_AT });
  });

  it('comes from the server when it answers within 0.7 s, or when nothing is saved however long it takes', async () => {
    const slow = worker.network.hold('/api/auth/me');
    const request = worker.fetch(asked('/api/auth/me', CARLOS));
    await slow.reached;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await stillWaiting(request.response)).toBe(true);
    slow.release();
    expect((await request.response)?.headers.get(SAVED_AT_HEADER)).toBeNull();
    await request.settled;

    const quick = worker.network.hold('/api/auth/me');
    const again = worker.fetch(asked('/api/auth/me', CARLOS));
    await quick.reached;
    await vi.advanceTimersByTimeAsync(600);
    quick.release();
    const answer = await again.response;
    expect(await answer?.json()).toEqual(ME);
    expect(answer?.headers.get(SAVED_AT_HEADER)).toBeNull();
  });
});

describe("the employee's own list (Mine, issue 23)", () => {
  const OWN = mobileListPathFor(7);

  it('is saved beside the whole list, each answering offline with its own copy', async () => {
    vi.stubGlobal('window', { location: new URL(ORIGIN) });
    worker.network.serve(OWN, LATER_JOBS);
    await ask(worker, MOBILE_LIST_PATH, CARLOS);
    await ask(worker, OWN, CARLOS);
    worker.network.offline();
    expect(await ask(worker, OWN, CARLOS)).toMatchObject({ body: LATER_JOBS, savedAt: SAVED_AT });
    expect(await ask(worker, MOBILE_LIST_PATH, CARLOS)).toMatchObject({ body: JOBS, savedAt: SAVED_AT });
    expect(await readSavedList(OWN, CARLOS)).toEqual({ rows: LATER_JOBS, savedAt: SAVED_AT });
  });

  it('is forgotten with the rest of the session when the server refuses it (401)', async () => {
    worker.network.serve(OWN, LATER_JOBS);
    await ask(worker, OWN, CARLOS);
    worker.network.serve(MOBILE_LIST_PATH, { message: 'Authentication expired' }, { status: 401 });
    await ask(worker, MOBILE_LIST_PATH, CARLOS);
    worker.network.offline();
    await expect(ask(worker, OWN, CARLOS)).rejects.toThrow('Failed to fetch');
  });
});

describe('a session that ends', () => {
  it("loses both of its saved answers when the server refuses it (401), and leaves another session's", async () => {
    await ask(worker, '/api/auth/me', CARLOS);
    await ask(worker, MOBILE_LIST_PATH, CARLOS);
    await ask(worker, MOBILE_LIST_PATH, PRIYA);
    worker.network.serve(MOBILE_LIST_PATH, { message: 'Authentication expired' }, { status: 401 });
    expect(await ask(worker, MOBILE_LIST_PATH, CARLOS)).toMatchObject({ status: 401 });

    worker.network.offline();
    await expect(ask(worker, MOBILE_LIST_PATH, CARLOS)).rejects.toThrow('Failed to fetch');
    await expect(ask(worker, '/api/auth/me', CARLOS)).rejects.toThrow('Failed to fetch');
    expect(await ask(worker, MOBILE_LIST_PATH, PRIYA)).toMatchObject({ body: JOBS, savedAt: SAVED_AT });
  });

  it("on sign-out: the logout request passes through, and the page's sign-out leaves the worker nothing to answer with", async () => {
    await ask(worker, MOBILE_LIST_PATH, CARLOS);
    const logout = new Request(`${ORIGIN}/api/auth/logout`, {
      method: 'POST',
      headers: { 'x-auth-token': CARLOS },
    });
    expect(worker.fetch(logout).response).toBeUndefined();

    await deleteSavedAnswers();
    expect(await worker.caches.has(SAVED_ANSWERS_CACHE)).toBe(false);
    worker.network.offline();
    await expect(ask(worker, MOBILE_LIST_PATH, CARLOS)).rejects.toThrow('Failed to fetch');
  });

  it('on sign-out (ADR 023): an answer still on its way when the page says so is handed over, never saved', async () => {
    await ask(worker, MOBILE_LIST_PATH, CARLOS);
    const slowList = worker.network.hold(MOBILE_LIST_PATH);
    const { response, settled } = worker.fetch(asked(MOBILE_LIST_PATH, CARLOS));
    await slowList.reached;

    expect(await worker.message({ type: FORGET_SAVED_ANSWERS_MESSAGE })).toEqual({ extended: true });
    expect(await worker.caches.has(SAVED_ANSWERS_CACHE)).toBe(false);
    slowList.release();
    expect(await (await response)?.json()).toEqual(JOBS);
    await settled;

    expect(worker.caches.urlsIn(SAVED_ANSWERS_CACHE)).toEqual([]);
    worker.network.offline();
    await expect(ask(worker, MOBILE_LIST_PATH, CARLOS)).rejects.toThrow('Failed to fetch');
  });

  it('after a sign-out, the next session saves its answers as before', async () => {
    await worker.message({ type: FORGET_SAVED_ANSWERS_MESSAGE });
    await ask(worker, MOBILE_LIST_PATH, PRIYA);
    worker.network.offline();
    expect(await ask(worker, MOBILE_LIST_PATH, PRIYA)).toMatchObject({ body: JOBS, savedAt: SAVED_AT });
  });
});
