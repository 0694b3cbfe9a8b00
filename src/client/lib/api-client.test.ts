import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, sent, unreachable } from '#tooling/test-client/api-handlers.ts';
import type { ApiRoute } from '#tooling/test-client/api-routes.ts';
import { TOKEN } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { ApiError, apiRequest, READ_TIMEOUT_MS } from './api-client.ts';

const STORAGE_KEYS = ['authToken', 'auth_token', 'token', 'user_token', 'access_token', 'session_token'];

/** The server answers `route` with exactly this status, body and headers. */
function respond(route: ApiRoute, status: number, body: string, init: ResponseInit = {}) {
  server.use(answer(route, () => new HttpResponse(status === 204 ? null : body, { status, ...init })));
}

/** The server takes the request and never answers it. */
const neverAnswer = (route: ApiRoute) =>
  answer(route, async () => {
    await delay('infinite');
    return HttpResponse.error();
  });

/** AbortSignal.timeout on the test's fake clock (Node's own runs on timers fake timers do not reach). */
function timeoutsOnTheFakeClock() {
  vi.useFakeTimers();
  return vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
    return controller.signal;
  });
}

/** A promise's state now, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<'pending' | 'settled'> {
  const pending = Symbol('pending');
  const first = await Promise.race([
    promise.then(
      () => 'settled' as const,
      () => 'settled' as const,
    ),
    pending,
  ]);
  return first === pending ? 'pending' : 'settled';
}

beforeEach(() => {
  localStorage.setItem('authToken', TOKEN);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('apiRequest: what it sends', () => {
  it('sends the token in x-auth-token with cookies, and parses the JSON answer', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      answer('GET /api/work-orders', ({ request }) => {
        credentials = request.credentials;
        return new HttpResponse('[{"id":1}]', { status: 200 });
      }),
    );
    await expect(apiRequest('/api/work-orders')).resolves.toEqual([{ id: 1 }]);
    const [request] = sent('GET /api/work-orders');
    expect(request?.url.pathname + (request?.url.search ?? '')).toBe('/api/work-orders');
    expect(request?.headers.get('x-auth-token')).toBe(TOKEN);
    expect(credentials).toBe('include');
    expect(request?.method).toBe('GET');
  });

  it('reads the older auth_token key too', async () => {
    localStorage.clear();
    localStorage.setItem('auth_token', TOKEN);
    respond('GET /api/employees', 200, '{}');
    await apiRequest('/api/employees');
    expect(sent('GET /api/employees')[0]?.headers.get('x-auth-token')).toBe(TOKEN);
  });

  it('sends a JSON body as JSON and a FormData body as it is, without a JSON content type', async () => {
    respond('POST /api/work-orders/:id/comments', 201, '{"id":9}');
    respond('POST /api/attachments', 201, '{"id":9}');
    await apiRequest('/api/work-orders/3/comments', { method: 'POST', body: { content: 'Called HO' } });
    const [note] = sent('POST /api/work-orders/:id/comments');
    expect(note?.body).toEqual({ content: 'Called HO' });
    expect(note?.headers.get('content-type')).toBe('application/json');

    const form = new FormData();
    form.append('workOrderId', '3');
    await apiRequest('/api/attachments', { method: 'POST', body: form });
    const [upload] = sent('POST /api/attachments');
    // Multipart as the browser sent it (parsed by the fetch implementation's own FormData).
    const uploaded = upload?.body as FormData | undefined;
    expect(uploaded ? [...uploaded.entries()] : undefined).toEqual([...form.entries()]);
    // The browser's own multipart type with its boundary, not one the client set.
    expect(upload?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('gives reads a 15 s timeout and writes none', async () => {
    const timeout = timeoutsOnTheFakeClock();
    server.use(neverAnswer('GET /api/work-orders/:id'), neverAnswer('PATCH /api/work-orders/:id'));
    const read = apiRequest('/api/work-orders/1').catch((error: unknown) => error);
    await vi.waitFor(() => expect(sent('GET /api/work-orders/:id')).toHaveLength(1));
    expect(timeout).toHaveBeenCalledWith(READ_TIMEOUT_MS);
    expect(READ_TIMEOUT_MS).toBe(15_000);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    expect(await settled(read)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).resolves.toMatchObject({ kind: 'timeout' });

    timeout.mockClear();
    const write = apiRequest('/api/work-orders/1', { method: 'PATCH', body: { priority: 'urgent' } });
    await vi.waitFor(() => expect(sent('PATCH /api/work-orders/:id')).toHaveLength(1));
    expect(timeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10 * READ_TIMEOUT_MS);
    expect(await settled(write)).toBe('pending');
  });

  it('reads an empty answer as {}', async () => {
    respond('DELETE /api/work-orders/:id', 204, '');
    await expect(apiRequest('/api/work-orders/1', { method: 'DELETE' })).resolves.toEqual({});
  });
});

describe('apiRequest: status table', () => {
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
    respond('GET /api/work-orders', status, body, { statusText });
    const error = await apiRequest('/api/work-orders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message, status, kind: 'http' });
  });

  it("keeps a 409's JSON body for the caller that reads more than its message (a visit's current state)", async () => {
    respond('PATCH /api/visits/:id', 409, '{"message":"Changed meanwhile","visit":{"id":4,"version":3}}');
    await expect(apiRequest('/api/visits/4', { method: 'PATCH', body: {} })).rejects.toMatchObject({
      status: 409,
      message: '409: Changed meanwhile',
      body: { message: 'Changed meanwhile', visit: { id: 4, version: 3 } },
    });
  });

  it('hands a 400s field errors to forms', async () => {
    respond(
      'POST /api/paused-jobs',
      400,
      '{"message":"Job # is required","errors":[{"field":"workOrderId","message":"Job # is required"}]}',
    );
    await expect(apiRequest('/api/paused-jobs', { method: 'POST', body: {} })).rejects.toMatchObject({
      fieldErrors: [{ field: 'workOrderId', message: 'Job # is required' }],
    });
  });

  it('on 401 removes the token under all six keys from both storages', async () => {
    for (const key of STORAGE_KEYS) {
      localStorage.setItem(key, TOKEN);
      sessionStorage.setItem(key, TOKEN);
    }
    localStorage.setItem('theme', 'dark');
    server.use(fail('GET /api/work-orders', 401, 'Session expired'));
    await expect(apiRequest('/api/work-orders')).rejects.toThrow(
      'Authentication failed. Please log in again.',
    );
    expect(STORAGE_KEYS.map((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key))).toEqual(
      STORAGE_KEYS.map(() => null),
    );
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it("keeps the sign-in endpoint's own words and the stored session when a sign-in fails", async () => {
    server.use(fail('POST /api/auth/login', 401, 'Invalid email or password'));
    await expect(
      apiRequest('/api/auth/login', { method: 'POST', body: { email: 'a@b.c', password: 'wrong' } }),
    ).rejects.toThrow('Invalid email or password');
    expect(localStorage.getItem('authToken')).toBe(TOKEN);
  });

  it("shows a refused sign-in's own words without a status code (inactive account, rate limit)", async () => {
    server.use(
      fail('POST /api/auth/login', 403, 'This account is inactive. Contact your administrator.', {
        once: true,
      }),
    );
    await expect(
      apiRequest('/api/auth/login', { method: 'POST', body: { email: 'a@b.c', password: 'right' } }),
    ).rejects.toThrow(/^This account is inactive\. Contact your administrator\.$/);
    const wait = 'Too many sign-in attempts. Please wait 16 minutes and try again.';
    server.use(fail('POST /api/auth/login', 429, wait));
    await expect(
      apiRequest('/api/auth/login', { method: 'POST', body: { email: 'a@b.c', password: 'right' } }),
    ).rejects.toMatchObject({ message: wait });
    expect(localStorage.getItem('authToken')).toBe(TOKEN);
  });

  it('with nullOn401 answers null instead of failing, and still clears the token', async () => {
    server.use(fail('GET /api/auth/me', 401, 'Session expired'));
    await expect(apiRequest('/api/auth/me', { nullOn401: true })).resolves.toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    server.use(fail('GET /api/employees', 403, 'Forbidden'));
    localStorage.setItem('authToken', TOKEN);
    await expect(apiRequest('/api/employees', { nullOn401: true })).rejects.toThrow('403: Forbidden');
  });

  it('with nullOn401 still refuses to send without a token', async () => {
    localStorage.clear();
    await expect(apiRequest('/api/employees', { nullOn401: true })).rejects.toThrow(
      'No authentication token available',
    );
    expect(sent('GET /api/employees')).toEqual([]);
  });
});

describe('apiRequest: when no usable answer arrives', () => {
  it('reports a network failure', async () => {
    server.use(unreachable('GET /api/work-orders'));
    await expect(apiRequest('/api/work-orders')).rejects.toMatchObject({
      message: 'Network connection failed. Please check your internet connection.',
      status: 0,
      kind: 'network',
    });
  });

  it('reports a read that timed out', async () => {
    timeoutsOnTheFakeClock();
    server.use(neverAnswer('GET /api/work-orders'));
    const read = apiRequest('/api/work-orders').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    await expect(read).resolves.toMatchObject({
      message: 'The server took too long to answer. Please try again.',
      kind: 'timeout',
    });
  });

  it('reports a read whose body stopped arriving before the timeout', async () => {
    /** Headers and the start of the list arrive, then the body fails with `error`. */
    const bodyFailingWith = (error: Error) =>
      new HttpResponse(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('[{"id":'));
            controller.error(error);
          },
        }),
        { status: 200 },
      );
    server.use(
      answer(
        'GET /api/work-orders',
        () => bodyFailingWith(new DOMException('signal timed out', 'TimeoutError')),
        {
          once: true,
        },
      ),
    );
    await expect(apiRequest('/api/work-orders')).rejects.toMatchObject({ kind: 'timeout', status: 0 });
    server.use(answer('GET /api/work-orders', () => bodyFailingWith(new TypeError('terminated'))));
    await expect(apiRequest('/api/work-orders')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it("passes the caller's cancellation through unchanged", async () => {
    const controller = new AbortController();
    server.use(neverAnswer('GET /api/work-orders'));
    controller.abort(new DOMException('query went out of use', 'AbortError'));
    const error = await apiRequest('/api/work-orders', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('reports an answer that is not JSON', async () => {
    respond('GET /api/work-orders', 200, '<html>');
    await expect(apiRequest('/api/work-orders')).rejects.toMatchObject({
      message: 'Invalid response format from server',
      kind: 'bad-response',
    });
  });
});
