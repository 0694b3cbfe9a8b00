import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, READ_TIMEOUT_MS } from './api-client.ts';

const GOOD_TOKEN = `spt1${'A'.repeat(43)}`;
const STORAGE_KEYS = ['authToken', 'auth_token', 'token', 'user_token', 'access_token', 'session_token'];

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** fetch is the transport edge: every test answers it as the server would. */
function serve(handler: Handler) {
  const spy = vi.fn(async (url: string, init: RequestInit) => handler(url, init));
  vi.stubGlobal('fetch', spy);
  return spy;
}
const answer = (status: number, body: string, headers?: HeadersInit) =>
  serve(() => new Response(status === 204 ? null : body, { status, headers }));
const initOf = (spy: ReturnType<typeof serve>, call = 0) => spy.mock.calls[call]?.[1] as RequestInit;
const headersOf = (spy: ReturnType<typeof serve>) => initOf(spy).headers as Record<string, string>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('authToken', GOOD_TOKEN);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequest: what it sends (SPEC 7)', () => {
  it('sends the token in x-auth-token with cookies, and parses the JSON answer', async () => {
    const spy = answer(200, '[{"id":1}]');
    await expect(apiRequest('/api/work-orders')).resolves.toEqual([{ id: 1 }]);
    expect(spy.mock.calls[0]?.[0]).toBe('/api/work-orders');
    expect(headersOf(spy)['x-auth-token']).toBe(GOOD_TOKEN);
    expect(initOf(spy).credentials).toBe('include');
    expect(initOf(spy).method).toBe('GET');
  });

  it('reads the older auth_token key too', async () => {
    localStorage.clear();
    localStorage.setItem('auth_token', GOOD_TOKEN);
    const spy = answer(200, '{}');
    await apiRequest('/api/employees');
    expect(headersOf(spy)['x-auth-token']).toBe(GOOD_TOKEN);
  });

  it('sends a JSON body as JSON and a FormData body as it is, without a JSON content type', async () => {
    const spy = answer(201, '{"id":9}');
    await apiRequest('/api/work-orders/3/comments', { method: 'POST', body: { content: 'Called HO' } });
    expect(initOf(spy).body).toBe('{"content":"Called HO"}');
    expect(headersOf(spy)['content-type']).toBe('application/json');

    const form = new FormData();
    form.append('workOrderId', '3');
    await apiRequest('/api/attachments', { method: 'POST', body: form });
    expect(initOf(spy, 1).body).toBe(form);
    expect(Object.keys(initOf(spy, 1).headers as object)).not.toContain('content-type');
  });

  it('gives reads a 15 s timeout and writes none', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const spy = answer(200, '{}');
    await apiRequest('/api/work-orders/1');
    expect(timeout).toHaveBeenCalledWith(READ_TIMEOUT_MS);
    expect(READ_TIMEOUT_MS).toBe(15_000);
    expect(initOf(spy).signal).toBeInstanceOf(AbortSignal);
    timeout.mockClear();
    await apiRequest('/api/work-orders/1', { method: 'PATCH', body: { priority: 'urgent' } });
    expect(timeout).not.toHaveBeenCalled();
    expect(initOf(spy, 1).signal).toBeUndefined();
  });

  it('reads an empty answer as {}', async () => {
    answer(204, '');
    await expect(apiRequest('/api/work-orders/1', { method: 'DELETE' })).resolves.toEqual({});
  });
});

describe('apiRequest: SPEC 8 status table', () => {
  it.each([
    [
      400,
      '{"message":"Job # is required","errors":[{"field":"workOrderId","message":"Job # is required"}]}',
      'Job # is required',
    ],
    [
      400,
      '{"errors":[{"field":"title","message":"Job name is required"},{"field":"description","message":"Description is required"}]}',
      'Job name is required, Description is required',
    ],
    [400, '', 'Invalid request data'],
    [400, '{"message":""}', 'Invalid request data'],
    [500, '{"message":"Internal server error"}', 'Server error. Please try again later.'],
    [
      403,
      '{"message":"Only management can access the employee page."}',
      '403: Only management can access the employee page.',
    ],
    [404, '{"message":"Work order not found"}', '404: Work order not found'],
    [409, 'conflict text', '409: conflict text'],
    [502, '<html><body>Bad gateway</body></html>', '502: Bad Gateway'],
    [429, '', '429: Too Many Requests'],
  ])('status %i with body %s says %s', async (status, body, message) => {
    const statusText = ({ 429: 'Too Many Requests', 502: 'Bad Gateway' } as Record<number, string>)[status];
    serve(() => new Response(body, { status, statusText }));
    const error = await apiRequest('/api/work-orders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message, status, kind: 'http' });
  });

  it('hands a 400s field errors to forms', async () => {
    answer(
      400,
      '{"message":"Job # is required","errors":[{"field":"workOrderId","message":"Job # is required"}]}',
    );
    await expect(apiRequest('/api/paused-jobs', { method: 'POST', body: {} })).rejects.toMatchObject({
      fieldErrors: [{ field: 'workOrderId', message: 'Job # is required' }],
    });
  });

  it('on 401 removes the token under all six keys from both storages', async () => {
    for (const key of STORAGE_KEYS) {
      localStorage.setItem(key, GOOD_TOKEN);
      sessionStorage.setItem(key, GOOD_TOKEN);
    }
    localStorage.setItem('theme', 'dark');
    answer(401, '{"message":"Session expired"}');
    await expect(apiRequest('/api/work-orders')).rejects.toThrow(
      'Authentication failed. Please log in again.',
    );
    expect(STORAGE_KEYS.map((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key))).toEqual(
      STORAGE_KEYS.map(() => null),
    );
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it("keeps the sign-in endpoint's own words and the stored session when a sign-in fails", async () => {
    answer(401, '{"message":"Invalid email or password"}');
    await expect(
      apiRequest('/api/auth/login', { method: 'POST', body: { email: 'a@b.c', password: 'wrong' } }),
    ).rejects.toThrow('Invalid email or password');
    expect(localStorage.getItem('authToken')).toBe(GOOD_TOKEN);
  });

  it("shows a refused sign-in's own words without a status code (inactive account, rate limit)", async () => {
    answer(403, '{"message":"This account is inactive. Contact your administrator."}');
    await expect(
      apiRequest('/api/auth/login', { method: 'POST', body: { email: 'a@b.c', password: 'right' } }),
    ).rejects.toThrow(/^This account is inactive\. Contact your administrator\.$/);
    answer(429, '{"message":"Too many sign-in attempts. Try again in a few minutes."}');
    await expect(
      apiRequest('/api/auth/login', { method: 'POST', body: { email: 'a@b.c', password: 'right' } }),
    ).rejects.toThrow(/^Too many sign-in attempts/);
    expect(localStorage.getItem('authToken')).toBe(GOOD_TOKEN);
  });

  it('with nullOn401 answers null instead of failing, and still clears the token', async () => {
    answer(401, '{"message":"Session expired"}');
    await expect(apiRequest('/api/auth/me', { nullOn401: true })).resolves.toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    answer(403, '{"message":"Forbidden"}');
    localStorage.setItem('authToken', GOOD_TOKEN);
    await expect(apiRequest('/api/employees', { nullOn401: true })).rejects.toThrow('403: Forbidden');
  });

  it('with nullOn401 still refuses to send without a token', async () => {
    localStorage.clear();
    await expect(apiRequest('/api/employees', { nullOn401: true })).rejects.toThrow(
      'No authentication token available',
    );
  });
});

describe('apiRequest: when no usable answer arrives', () => {
  it('reports a network failure', async () => {
    serve(() => Promise.reject(new TypeError('fetch failed')));
    await expect(apiRequest('/api/work-orders')).rejects.toMatchObject({
      message: 'Network connection failed. Please check your internet connection.',
      status: 0,
      kind: 'network',
    });
  });

  it('reports a read that timed out', async () => {
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(
      AbortSignal.abort(new DOMException('signal timed out', 'TimeoutError')),
    );
    serve((_url, init) => Promise.reject(init.signal?.reason));
    await expect(apiRequest('/api/work-orders')).rejects.toMatchObject({
      message: 'The server took too long to answer. Please try again.',
      kind: 'timeout',
    });
  });

  it('reports a read whose body stopped arriving before the timeout', async () => {
    const stalled = { ok: true, status: 200, headers: new Headers() } as Response;
    stalled.text = () => Promise.reject(new DOMException('signal timed out', 'TimeoutError'));
    serve(() => stalled);
    await expect(apiRequest('/api/work-orders')).rejects.toMatchObject({ kind: 'timeout', status: 0 });
    stalled.text = () => Promise.reject(new TypeError('terminated'));
    await expect(apiRequest('/api/work-orders')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it("passes the caller's cancellation through unchanged", async () => {
    const controller = new AbortController();
    serve((_url, init) => Promise.reject(init.signal?.reason));
    controller.abort(new DOMException('query went out of use', 'AbortError'));
    const error = await apiRequest('/api/work-orders', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('reports an answer that is not JSON', async () => {
    answer(200, '<html>');
    await expect(apiRequest('/api/work-orders')).rejects.toMatchObject({
      message: 'Invalid response format from server',
      kind: 'bad-response',
    });
  });
});
