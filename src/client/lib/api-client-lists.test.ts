import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOTAL_COUNT_HEADER } from '../../shared/domain/total-count-header.ts';
import { apiList, apiPage } from './api-client.ts';

function answer(body: string, headers?: HeadersInit) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status: 200, headers })),
  );
}

beforeEach(() => {
  localStorage.setItem('authToken', `spt1${'B'.repeat(43)}`);
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('apiList: lists must be arrays (SPEC 5)', () => {
  it('returns the array', async () => {
    answer('[{"id":1},{"id":2}]');
    await expect(apiList<{ id: number }>('/api/employees')).resolves.toEqual([{ id: 1 }, { id: 2 }]);
  });

  it.each(['{"rows":[]}', '""', 'null', '{}', ''])('refuses %s', async (body) => {
    answer(body);
    await expect(apiList('/api/employees')).rejects.toMatchObject({
      message: 'Invalid data format received from server',
      kind: 'bad-response',
    });
  });
});

describe('apiPage: rows and the size of the whole list', () => {
  it('reads the total from X-Total-Count', async () => {
    answer('[{"id":7}]', { [TOTAL_COUNT_HEADER]: '123' });
    await expect(apiPage('/api/work-orders-need-follow-up?limit=1')).resolves.toEqual({
      rows: [{ id: 7 }],
      total: 123,
    });
  });

  it('without the header the rows are the whole list', async () => {
    answer('[1,2,3]');
    await expect(apiPage('/api/work-orders-need-follow-up')).resolves.toEqual({ rows: [1, 2, 3], total: 3 });
  });

  it.each(['', 'many', '-1', '1.5'])('refuses a total of %j', async (total) => {
    answer('[]', { [TOTAL_COUNT_HEADER]: total });
    await expect(apiPage('/api/work-orders')).rejects.toThrow('Invalid response format from server');
  });

  it('still requires an array', async () => {
    answer('{"message":"not a list"}', { [TOTAL_COUNT_HEADER]: '1' });
    await expect(apiPage('/api/work-orders')).rejects.toThrow('Invalid data format received from server');
  });
});
