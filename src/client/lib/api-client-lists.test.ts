import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '#shared/domain/total-count-header.ts';
import { answer } from '#tooling/test-client/api-handlers.ts';
import type { ApiRoute } from '#tooling/test-client/api-routes.ts';
import { TOKEN } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { apiList, apiPage } from './api-client.ts';

/** The server answers `route` 200 with exactly this body and these headers. */
function respond(route: ApiRoute, body: string, headers?: Record<string, string>) {
  server.use(answer(route, () => new HttpResponse(body, { status: 200, headers })));
}

beforeEach(() => {
  localStorage.setItem('authToken', TOKEN);
});

describe('apiList: lists must be arrays', () => {
  it('returns the array', async () => {
    respond('GET /api/employees', '[{"id":1},{"id":2}]');
    await expect(apiList<{ id: number }>('/api/employees')).resolves.toEqual([{ id: 1 }, { id: 2 }]);
  });

  it.each(['{"rows":[]}', '""', 'null', '{}', ''])('refuses %s', async (body) => {
    respond('GET /api/employees', body);
    await expect(apiList('/api/employees')).rejects.toMatchObject({
      message: 'Invalid data format received from server',
      kind: 'bad-response',
    });
  });
});

describe('apiPage: rows and the size of the whole list', () => {
  it('reads the total from X-Total-Count', async () => {
    respond('GET /api/work-orders-need-follow-up', '[{"id":7}]', { [TOTAL_COUNT_HEADER]: '123' });
    await expect(apiPage('/api/work-orders-need-follow-up?limit=1')).resolves.toEqual({
      rows: [{ id: 7 }],
      total: 123,
    });
  });

  it('without the header the rows are the whole list', async () => {
    respond('GET /api/work-orders-need-follow-up', '[1,2,3]');
    await expect(apiPage('/api/work-orders-need-follow-up')).resolves.toEqual({ rows: [1, 2, 3], total: 3 });
  });

  it.each(['', 'many', '-1', '1.5'])('refuses a total of %j', async (total) => {
    respond('GET /api/work-orders', '[]', { [TOTAL_COUNT_HEADER]: total });
    await expect(apiPage('/api/work-orders')).rejects.toThrow('Invalid response format from server');
  });

  it('still requires an array', async () => {
    respond('GET /api/work-orders', '{"message":"not a list"}', { [TOTAL_COUNT_HEADER]: '1' });
    await expect(apiPage('/api/work-orders')).rejects.toThrow('Invalid data format received from server');
  });
});
