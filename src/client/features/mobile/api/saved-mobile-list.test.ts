import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MOBILE_LIST_PATH,
  mobileListPathFor,
  SAVED_ANSWERS_CACHE,
  SAVED_AT_HEADER,
  savedAnswerUrl,
} from '#client/service-worker/offline-copy-keys.ts';
import { PLUMBER, PLUMBER_2, TOKEN, workOrder } from '#tooling/test-client/fixtures.ts';
import { memoryCacheStorage } from '#tooling/test-client/service-worker-cache-storage.ts';
import { readSavedMobileList } from './use-mobile-work-orders.ts';

/* Offline, Mine and All read the copies the service worker saved on the phone (ADR 046). */
const ORIGIN = window.location.origin;
const SAVED_AT = '2026-11-22T08:00:00.000Z';
const MINE_OPEN = workOrder(1, { status: 'open', assignedTo: PLUMBER.id });
const OTHERS = workOrder(2, { status: 'in-progress', assignedTo: PLUMBER_2.id });
const MINE_UNDER_WAY = workOrder(3, { status: 'in-progress', assignedOfficeEmployee: PLUMBER.id });

let caches: ReturnType<typeof memoryCacheStorage>;

async function save(path: string, rows: unknown[]) {
  const cache = await caches.open(SAVED_ANSWERS_CACHE);
  const headers = { 'content-type': 'application/json', [SAVED_AT_HEADER]: SAVED_AT };
  await cache.put(await savedAnswerUrl(ORIGIN, TOKEN, path), new Response(JSON.stringify(rows), { headers }));
}

beforeEach(() => {
  caches = memoryCacheStorage({ origin: ORIGIN });
  vi.stubGlobal('caches', caches);
  localStorage.setItem('authToken', TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

describe('the saved mobile list', () => {
  it('is nothing when nothing was saved', async () => {
    expect(await readSavedMobileList(null)).toBeNull();
    expect(await readSavedMobileList(PLUMBER.id)).toBeNull();
  });

  it("answers Mine from the employee's own saved list, in the technician's order", async () => {
    await save(mobileListPathFor(PLUMBER.id), [MINE_OPEN, MINE_UNDER_WAY]);
    await save(MOBILE_LIST_PATH, [OTHERS]);
    expect(await readSavedMobileList(PLUMBER.id)).toEqual({
      jobs: [MINE_UNDER_WAY, MINE_OPEN],
      savedAt: SAVED_AT,
    });
    expect(await readSavedMobileList(null)).toEqual({ jobs: [OTHERS], savedAt: SAVED_AT });
  });

  it("picks the employee's jobs from the whole saved list when Mine was never saved", async () => {
    await save(MOBILE_LIST_PATH, [MINE_OPEN, OTHERS, MINE_UNDER_WAY]);
    expect(await readSavedMobileList(PLUMBER.id)).toEqual({
      jobs: [MINE_UNDER_WAY, MINE_OPEN],
      savedAt: SAVED_AT,
    });
  });
});
