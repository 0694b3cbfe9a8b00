// @vitest-environment node
import { afterEach, expect, it, vi } from 'vitest';
import { navigationRequest, startServiceWorker } from '#tooling/test-client/service-worker-scope.ts';
import { MOBILE_LIST_PATH } from './offline-copy-keys.ts';

/*
 * Requests the worker must leave to the browser (ADR 046: it only reads, and saves only two
 * answers): it neither answers them nor saves anything from them, so writes, uploads and
 * attachments reach the server exactly as the page sent them.
 */
const ORIGIN = 'https://portal.example';
const TOKEN = 'pp_carlos0000000000000000000000000000000000000';
const signedIn = { 'x-auth-token': TOKEN };

afterEach(() => {
  vi.unstubAllGlobals();
});

it.each([
  [
    'a new work order (POST)',
    new Request(`${ORIGIN}/api/work-orders`, { method: 'POST', headers: signedIn, body: '{}' }),
  ],
  [
    'a status change (PATCH)',
    new Request(`${ORIGIN}/api/work-orders/7`, { method: 'PATCH', headers: signedIn, body: '{}' }),
  ],
  [
    'a POST to the saved list',
    new Request(`${ORIGIN}${MOBILE_LIST_PATH}`, { method: 'POST', headers: signedIn }),
  ],
  [
    'an attachment upload',
    new Request(`${ORIGIN}/api/work-orders/7/attachments`, {
      method: 'POST',
      headers: signedIn,
      body: 'file',
    }),
  ],
  ['an attachment download', new Request(`${ORIGIN}/api/work-orders/7/attachments/3`, { headers: signedIn })],
  ['a read that is not saved', new Request(`${ORIGIN}/api/work-orders/7`, { headers: signedIn })],
  [
    'the list with other statuses',
    new Request(`${ORIGIN}/api/work-orders?lightweight=true&status=completed`, { headers: signedIn }),
  ],
  ['the list without a session', new Request(`${ORIGIN}${MOBILE_LIST_PATH}`)],
  [
    "an employee's own list with a search added",
    new Request(`${ORIGIN}${MOBILE_LIST_PATH}&assignee=7&search=x`, { headers: signedIn }),
  ],
  [
    "an employee's own list with a bad id",
    new Request(`${ORIGIN}${MOBILE_LIST_PATH}&assignee=0`, { headers: signedIn }),
  ],
  ['who is signed in, without a session', new Request(`${ORIGIN}/api/auth/me`)],
  ['another origin', new Request('https://maps.example/tiles/1.png')],
  ["another origin's /assets/", new Request('https://cdn.example/assets/index-r1.js')],
  ['an unhashed file with a query', new Request(`${ORIGIN}/theme-init.js?v=2`)],
  ['opening an API address in the browser', navigationRequest(`${ORIGIN}/api/docs`)],
  ['opening /api itself in the browser', navigationRequest(`${ORIGIN}/api`)],
])('leaves %s to the network untouched', async (_, request) => {
  const worker = await startServiceWorker(ORIGIN);
  const { response, settled } = worker.fetch(request);
  await settled;
  expect(response).toBeUndefined();
  expect(worker.network.requests).toEqual([]);
  expect(await worker.caches.keys()).toEqual([]);
});
