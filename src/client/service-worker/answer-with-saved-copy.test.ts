// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memoryCacheStorage } from '#tooling/test-client/service-worker-cache-storage.ts';
import { answerWithSavedCopy, type SavedAnswerContext } from './answer-with-saved-copy.ts';
import { MOBILE_LIST_PATH, SAVED_AT_HEADER } from './offline-copy-keys.ts';

const ORIGIN = 'https://portal.example';
const CARLOS = 'pp_carlos0000000000000000000000000000000000000';
const PRIYA = 'pp_priya00000000000000000000000000000000000000';
const JOBS = [{ id: 1, workOrderId: '48213' }];

const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};
const memoryCaches = () => memoryCacheStorage({ origin: ORIGIN });

function ask(
  caches: CacheStorage,
  token: string,
  fetch: SavedAnswerContext['fetch'],
  extra: Partial<SavedAnswerContext> = {},
) {
  return answerWithSavedCopy({
    request: new Request(`${ORIGIN}${MOBILE_LIST_PATH}`, { headers: { 'x-auth-token': token } }),
    path: MOBILE_LIST_PATH,
    token,
    origin: ORIGIN,
    caches,
    fetch,
    now: () => new Date('2026-11-22T08:00:00Z'),
    ...extra,
  });
}

const online =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
describe('saved answers (ADR 046)', () => {
  it("answers from the server while online, and from that session's saved copy, dated, when offline", async () => {
    const caches = memoryCaches();
    const fresh = await ask(caches, CARLOS, online(JOBS));
    expect(await fresh.json()).toEqual(JOBS);
    expect(fresh.headers.get(SAVED_AT_HEADER)).toBeNull();

    const saved = await ask(caches, CARLOS, offline);
    expect(await saved.json()).toEqual(JOBS);
    expect(saved.headers.get(SAVED_AT_HEADER)).toBe('2026-11-22T08:00:00.000Z');
  });

  it("never hands one employee's saved list to another session on the same phone", async () => {
    const caches = memoryCaches();
    await ask(caches, CARLOS, online(JOBS));
    await expect(ask(caches, PRIYA, offline)).rejects.toThrow('Failed to fetch');
  });

  it('forgets what a session saved once the server refuses that session', async () => {
    const caches = memoryCaches();
    await ask(caches, CARLOS, online(JOBS));
    const refused = await ask(caches, CARLOS, online({ message: 'Session expired' }, 401));
    expect(refused.status).toBe(401);
    await expect(ask(caches, CARLOS, offline)).rejects.toThrow('Failed to fetch');
  });

  it('does not save a failed answer over a good copy', async () => {
    const caches = memoryCaches();
    await ask(caches, CARLOS, online(JOBS));
    expect((await ask(caches, CARLOS, online({ message: 'boom' }, 500))).status).toBe(500);
    expect(await (await ask(caches, CARLOS, offline)).json()).toEqual(JOBS);
  });

  it('answers from the saved copy when the server is slower than allowed, and saves its late answer', async () => {
    const caches = memoryCaches();
    await ask(caches, CARLOS, online(JOBS));
    const later = [{ id: 2, workOrderId: '50001' }];
    let arrived!: () => void;
    const serverDone = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const waits: Promise<unknown>[] = [];
    const slow = async () => {
      await new Promise((resolve) => setTimeout(resolve, 80));
      arrived();
      return online(later)();
    };
    const answer = await ask(caches, CARLOS, slow, { savedAfterMs: 10, waitUntil: (p) => waits.push(p) });
    expect(await answer.json()).toEqual(JOBS);
    await serverDone;
    await Promise.all(waits);
    expect(await (await ask(caches, CARLOS, offline)).json()).toEqual(later);
  });

  it("keeps the server's ETag, and dates the copy anew when a 304 confirms that same answer (issue 39)", async () => {
    const caches = memoryCaches();
    const at = (iso: string) => ({ now: () => new Date(iso) });
    const tagged = async () =>
      new Response(JSON.stringify(JOBS), { headers: { 'content-type': 'application/json', etag: '"v1"' } });
    await ask(caches, CARLOS, tagged, at('2026-11-22T08:00:00Z'));
    const conditional = (etag: string, now: string) =>
      answerWithSavedCopy({
        request: new Request(`${ORIGIN}${MOBILE_LIST_PATH}`, {
          headers: { 'x-auth-token': CARLOS, 'if-none-match': etag },
        }),
        path: MOBILE_LIST_PATH,
        token: CARLOS,
        origin: ORIGIN,
        caches,
        fetch: async () => new Response(null, { status: 304, headers: { etag } }),
        ...at(now),
      });
    // Another answer's ETag confirms nothing about this copy. The copy shown offline has no ETag:
    // the page keeps it for nothing.
    expect((await conditional('"v0"', '2026-11-22T09:00:00Z')).status).toBe(304);
    let saved = await ask(caches, CARLOS, offline);
    expect(saved.headers.get(SAVED_AT_HEADER)).toBe('2026-11-22T08:00:00.000Z');

    // The page gets the 304 as it came (it answers from its own copy); the saved copy is dated now.
    expect((await conditional('"v1"', '2026-11-22T10:00:00Z')).status).toBe(304);
    saved = await ask(caches, CARLOS, offline);
    expect(saved.headers.get(SAVED_AT_HEADER)).toBe('2026-11-22T10:00:00.000Z');
    expect(saved.headers.get('etag')).toBeNull();
    expect(await saved.json()).toEqual(JOBS);
  });
});
