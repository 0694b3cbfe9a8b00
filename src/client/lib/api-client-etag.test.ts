import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_PREFIX, TOKEN_RANDOM_LENGTH } from '#shared/domain/auth-token.ts';
import { answer, sent } from '#tooling/test-client/api-handlers.ts';
import { TOKEN } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { apiBlob, apiList, apiPage, apiRequest } from './api-client.ts';
import { clearClientState } from './clear-client-state.ts';
import { createQueryClient } from './query-client.ts';
import { forgetReadMemory, KEPT_ANSWERS_MAX, setLastSeenEventId } from './read-memory.ts';

const LIST = 'GET /api/work-orders';
const OTHER_TOKEN = `${TOKEN_PREFIX}${'B'.repeat(TOKEN_RANDOM_LENGTH)}`;

/**
 * The list as a server with ETags answers it (issue 39): a 304 without a body when the request's
 * If-None-Match is the current ETag, else the rows with their ETag and paging headers. Each path
 * and query has its own rows; `version` changes every ETag.
 */
function etagServer(version = { value: 1 }) {
  server.use(
    answer(LIST, ({ url, request }) => {
      const etag = `"${url.search}-v${version.value}"`;
      if (request.headers.get('if-none-match') === etag)
        return new HttpResponse(null, { status: 304, headers: { etag } });
      const rows = [{ id: version.value, search: url.search }];
      return HttpResponse.json(rows, {
        headers: { etag, 'X-Total-Count': '240', 'X-Next-Cursor': 'after-1' },
      });
    }),
  );
  return version;
}

const conditions = () => sent(LIST).map((request) => request.headers.get('if-none-match'));

beforeEach(() => {
  localStorage.setItem('authToken', TOKEN);
});

describe('reads answered 304 (issue 39)', () => {
  it("sends the kept answer's ETag, and answers a 304 as the 200 it kept: rows, total and cursor", async () => {
    etagServer();
    const first = await apiPage('/api/work-orders?status=open');
    const second = await apiPage('/api/work-orders?status=open');
    expect(conditions()).toEqual([null, '"?status=open-v1"']);
    expect(second).toEqual({ rows: [{ id: 1, search: '?status=open' }], total: 240, nextCursor: 'after-1' });
    expect(second.rows).toBe(first.rows);
    await expect(apiList('/api/work-orders?status=open')).resolves.toBe(first.rows);
    await expect(apiRequest('/api/work-orders?status=open')).resolves.toBe(first.rows);
  });

  it('takes the new answer and its ETag when the list changed', async () => {
    const version = etagServer();
    await apiList('/api/work-orders');
    version.value = 2;
    await expect(apiList('/api/work-orders')).resolves.toEqual([{ id: 2, search: '' }]);
    await expect(apiList('/api/work-orders')).resolves.toEqual([{ id: 2, search: '' }]);
    expect(conditions()).toEqual([null, '"-v1"', '"-v2"']);
  });

  it('keeps an answer per path and query, and none without an ETag', async () => {
    etagServer();
    await apiList('/api/work-orders?status=open');
    await apiList('/api/work-orders?status=completed');
    server.use(answer(LIST, [], { once: true }));
    await apiList('/api/work-orders?status=open');
    await apiList('/api/work-orders?status=open');
    await apiList('/api/work-orders?status=completed');
    // The answer without an ETag replaced the kept one: the next read asks without a condition.
    expect(conditions()).toEqual([null, null, '"?status=open-v1"', null, '"?status=completed-v1"']);
  });

  it('asks again without the condition when a 304 comes for nothing kept', async () => {
    etagServer();
    server.use(answer(LIST, () => new HttpResponse(null, { status: 304 }), { once: true }));
    await expect(apiList('/api/work-orders')).resolves.toEqual([{ id: 1, search: '' }]);
    expect(conditions()).toEqual([null, null]);
  });

  it('asks again without the condition when a sign-out came while the 304 was on its way', async () => {
    etagServer();
    await apiList('/api/work-orders');
    server.use(
      answer(
        LIST,
        () => {
          forgetReadMemory();
          return new HttpResponse(null, { status: 304 });
        },
        { once: true },
      ),
    );
    await expect(apiList('/api/work-orders')).resolves.toEqual([{ id: 1, search: '' }]);
    expect(conditions()).toEqual([null, '"-v1"', null]);
  });

  it(`keeps the ${KEPT_ANSWERS_MAX} URLs read last, and forgets the one read longest ago`, async () => {
    etagServer();
    const path = (n: number) => `/api/work-orders?page=${n}`;
    for (let n = 0; n < KEPT_ANSWERS_MAX; n += 1) await apiList(path(n));
    // Page 0 read again: now the most recent. Page 1 becomes the oldest, and goes for one more URL.
    await apiList(path(0));
    await apiList(path(KEPT_ANSWERS_MAX));
    const before = conditions().length;
    await apiList(path(0));
    await apiList(path(2));
    await apiList(path(1));
    expect(conditions().slice(before)).toEqual(['"?page=0-v1"', '"?page=2-v1"', null]);
  });

  it('never sends a condition with a write, keeps no write or file, and a write leaves the kept read alone', async () => {
    etagServer();
    server.use(
      answer('POST /api/work-orders', () =>
        HttpResponse.json({ id: 9 }, { status: 201, headers: { etag: '"w"' } }),
      ),
      answer('GET /api/attachments/:id/file', () => new HttpResponse('bytes', { headers: { etag: '"f"' } })),
    );
    await apiList('/api/work-orders');
    await apiRequest('/api/work-orders', { method: 'POST', body: {} });
    await apiRequest('/api/work-orders', { method: 'POST', body: {} });
    await apiBlob('/api/attachments/3/file');
    await apiBlob('/api/attachments/3/file');
    expect(sent('POST /api/work-orders').map((request) => request.headers.get('if-none-match'))).toEqual([
      null,
      null,
    ]);
    expect(sent('GET /api/attachments/:id/file').map((r) => r.headers.get('if-none-match'))).toEqual([
      null,
      null,
    ]);
    await apiList('/api/work-orders');
    expect(conditions()).toEqual([null, '"-v1"']);
  });
});

describe('what a session read is forgotten with it', () => {
  it('on a full clearing (clear-client-state): no kept answer, no live change heard of', async () => {
    etagServer();
    setLastSeenEventId('41');
    await apiList('/api/work-orders');
    await clearClientState(createQueryClient());
    localStorage.setItem('authToken', TOKEN);
    await apiList('/api/work-orders');
    expect(conditions()).toEqual([null, null]);
    expect(sent(LIST).map((request) => request.headers.get('x-seen-event-id'))).toEqual(['41', null]);
  });

  it("under another session's token, nothing kept is sent or given", async () => {
    etagServer();
    await apiList('/api/work-orders');
    localStorage.setItem('authToken', OTHER_TOKEN);
    await apiList('/api/work-orders');
    localStorage.setItem('authToken', TOKEN);
    await apiList('/api/work-orders');
    expect(conditions()).toEqual([null, null, null]);
    expect(sent(LIST).map((request) => request.headers.get('x-auth-token'))).toEqual([
      TOKEN,
      OTHER_TOKEN,
      TOKEN,
    ]);
  });
});

describe('the live change last heard of (x-seen-event-id)', () => {
  it('goes with every read once known, and with no write', async () => {
    server.use(
      answer('POST /api/work-orders', () => HttpResponse.json({ id: 9 }, { status: 201 })),
      answer('GET /api/attachments/:id/file', () => new HttpResponse('bytes')),
    );
    await apiList('/api/work-orders');
    setLastSeenEventId('1207');
    await apiList('/api/work-orders');
    await apiBlob('/api/attachments/3/file');
    await apiRequest('/api/work-orders', { method: 'POST', body: {} });
    expect(sent(LIST).map((request) => request.headers.get('x-seen-event-id'))).toEqual([null, '1207']);
    expect(sent('GET /api/attachments/:id/file')[0]?.headers.get('x-seen-event-id')).toBe('1207');
    expect(sent('POST /api/work-orders')[0]?.headers.get('x-seen-event-id')).toBeNull();
  });
});
