import { delay, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, held, sent, unreachable } from '#tooling/test-client/api-handlers.ts';
import { TOKEN } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { ApiError, apiRequest } from './api-client.ts';
import { isNetworkFailure } from './api-error.ts';
import { apiUpload, type UploadProgress } from './api-upload.ts';

const UPLOAD = 'POST /api/attachments';
const STORED = {
  id: 5,
  workOrderId: 9,
  fileName: 'leak.jpg',
  fileType: 'image/jpeg',
  fileSize: 4,
  filePath: '/api/attachments/5/file',
  uploadedAt: '2026-03-02T12:00:00.000Z',
  description: null,
  isImage: true,
  hasRenditions: true,
  uploadedBy: null,
};

function photoForm() {
  const form = new FormData();
  form.append('workOrderId', '9');
  form.append('file', new File(['jpeg'], 'leak.jpg', { type: 'image/jpeg' }));
  return form;
}

/** The failure a call ends in (the test fails if it succeeds). */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('the upload succeeded'),
    (error: unknown) => error,
  );
}

beforeEach(() => {
  localStorage.setItem('authToken', TOKEN);
});

describe('apiUpload', () => {
  it('sends the form with the token and extra headers, reports progress, and answers the JSON', async () => {
    server.use(answer(UPLOAD, STORED, { status: 201 }));
    const progress: UploadProgress[] = [];
    const stored = await apiUpload('/api/attachments', photoForm(), {
      headers: { 'Idempotency-Key': 'queue-item-1' },
      onProgress: (step) => progress.push(step),
    });
    expect(stored).toEqual(STORED);
    const [request] = sent(UPLOAD);
    if (!request) throw new Error('nothing was sent');
    expect(request.headers.get('x-auth-token')).toBe(TOKEN);
    expect(request.headers.get('idempotency-key')).toBe('queue-item-1');
    expect(request.headers.get('accept')).toBe('application/json');
    expect((request.body as FormData).get('workOrderId')).toBe('9');
    // The body's bytes went out: the last report covers all of them.
    const last = progress.at(-1);
    expect(last && last.loaded === last.total && last.total > 0).toBe(true);
  });

  it('words a refusal as apiRequest does, and it is not a network failure', async () => {
    for (const [status, body, message] of [
      [415, '{"message":"This file type is not allowed."}', '415: This file type is not allowed.'],
      [400, '{"message":"Work order is required"}', 'Work order is required'],
      [500, '{"message":"boom"}', 'Server error. Please try again later.'],
    ] as const) {
      server.use(answer(UPLOAD, () => new HttpResponse(body, { status })));
      const error = await failureOf(apiUpload('/api/attachments', photoForm()));
      const sameRequestThroughFetch = await failureOf(
        apiRequest('/api/attachments', { method: 'POST', body: photoForm() }),
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, message, kind: 'http' });
      expect(error).toMatchObject({ message: (sameRequestThroughFetch as Error).message });
      expect(isNetworkFailure(error)).toBe(false);
    }
  });

  it('on 401 clears the stored token, as every other request does', async () => {
    server.use(answer(UPLOAD, () => new HttpResponse('{"message":"Session expired"}', { status: 401 })));
    const error = await failureOf(apiUpload('/api/attachments', photoForm()));
    expect(error).toMatchObject({ status: 401, message: 'Authentication failed. Please log in again.' });
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('refuses to send without a token, before anything leaves', async () => {
    localStorage.clear();
    server.use(answer(UPLOAD, STORED));
    const error = await failureOf(apiUpload('/api/attachments', photoForm()));
    expect(error).toMatchObject({ kind: 'no-token', message: 'No authentication token available' });
    expect(sent(UPLOAD)).toEqual([]);
  });

  it('tells a dropped connection (no answer) apart from a refusal', async () => {
    server.use(unreachable(UPLOAD));
    const error = await failureOf(apiUpload('/api/attachments', photoForm()));
    expect(error).toMatchObject({
      status: 0,
      kind: 'network',
      message: 'Network connection failed. Please check your internet connection.',
    });
    expect(isNetworkFailure(error)).toBe(true);
  });

  it("stops when cancelled, rejecting with the signal's reason", async () => {
    const { handler } = held(UPLOAD, STORED);
    server.use(handler);
    const controller = new AbortController();
    const upload = apiUpload('/api/attachments', photoForm(), { signal: controller.signal });
    await expect.poll(() => sent(UPLOAD).length).toBe(1);
    controller.abort();
    const error = await failureOf(upload);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(isNetworkFailure(error)).toBe(false);
  });

  it('sends nothing when cancelled before it starts', async () => {
    server.use(answer(UPLOAD, STORED));
    const error = await failureOf(
      apiUpload('/api/attachments', photoForm(), { signal: AbortSignal.abort() }),
    );
    expect(error).toMatchObject({ name: 'AbortError' });
    await delay(10);
    expect(sent(UPLOAD)).toEqual([]);
  });
});
