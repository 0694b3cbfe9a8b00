import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attachment } from '#shared/schemas/attachment.ts';
import type { WorkOrder } from '#shared/schemas/work-order.ts';
import { answer, fail, sent, sentBodies, unreachable } from '#tooling/test-client/api-handlers.ts';
import { comment, TOKEN, workOrder } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { ApiError } from '../api-client.ts';
import { writesOf } from './outbox-store.ts';
import type { NewQueuedWrite } from './queued-write.ts';
import { sendOrQueue } from './send-or-queue.ts';
import { sendOutbox } from './send-outbox.ts';

const TECH = 7;
const attachment: Attachment = {
  id: 5,
  workOrderId: 3,
  fileName: 'valve.jpg',
  fileType: 'image/jpeg',
  fileSize: 10,
  filePath: '/api/attachments/5/file',
  uploadedAt: '2026-11-26T10:00:00.000Z',
  description: 'Before',
  isImage: true,
  hasRenditions: true,
  uploadedBy: null,
};
const job = { employeeId: TECH, workOrderId: 3, jobLabel: '#48003 Leaking valve 3' };
const note: NewQueuedWrite = { ...job, kind: 'note', content: 'Water off at the main' };
const statusChange: NewQueuedWrite = { ...job, kind: 'status', from: 'open', to: 'in-progress', etag: '"1"' };

beforeEach(() => localStorage.setItem('authToken', TOKEN));
afterEach(() => vi.unstubAllGlobals());

describe('sendOrQueue (ADR 049)', () => {
  it('online, sends at once and answers the server’s answer', async () => {
    server.use(
      answer('POST /api/work-orders/:id/comments', comment(11, { content: 'Water off at the main' })),
    );
    const result = await sendOrQueue(note);
    expect(result).toMatchObject({ sent: true, answer: { id: 11 } });
    expect(sent('POST /api/work-orders/:id/comments')[0]?.headers.get('idempotency-key')).toMatch(/\S{16,}/);
    expect(await writesOf(TECH)).toEqual([]);
  });

  it('sends a status change made online without If-Match: the technician’s latest word wins', async () => {
    server.use(
      answer('PATCH /api/work-orders/:id', {
        ...workOrder(3),
        status: 'in-progress',
      } as unknown as WorkOrder),
    );
    await sendOrQueue(statusChange);
    expect(sent('PATCH /api/work-orders/:id')[0]?.headers.get('if-match')).toBeNull();
  });

  it('queues a write whose request found no network, under the key it was sent with', async () => {
    server.use(unreachable('POST /api/work-orders/:id/comments'));
    expect(await sendOrQueue(note)).toEqual({ sent: false });
    const [queued] = await writesOf(TECH);
    expect(queued).toMatchObject({ kind: 'note', content: 'Water off at the main', attempts: 0 });
    // Had the first request reached the server, the replay is answered from it, not written again.
    expect(queued?.key).toBe(sent('POST /api/work-orders/:id/comments')[0]?.headers.get('idempotency-key'));
  });

  it('sends a queued note with the time it was written, the same on every attempt (ADR 057)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T09:15:00.000Z'));
    server.use(unreachable('POST /api/work-orders/:id/comments', { once: true }));
    expect(await sendOrQueue(note)).toEqual({ sent: false });
    expect((await writesOf(TECH))[0]?.madeAt).toBe('2026-11-27T09:15:00.000Z');

    // Sent an hour later, when the signal is back: still stamped with the moment it was written.
    vi.setSystemTime(new Date('2026-11-27T10:15:00.000Z'));
    server.use(
      answer('POST /api/work-orders/:id/comments', comment(12, { content: 'Water off at the main' })),
    );
    expect(await sendOutbox(TECH)).toEqual({ kind: 'empty' });
    vi.useRealTimers();
    expect(sentBodies('POST /api/work-orders/:id/comments')).toEqual([
      expect.objectContaining({ content: 'Water off at the main', writtenAt: '2026-11-27T09:15:00.000Z' }),
      expect.objectContaining({ content: 'Water off at the main', writtenAt: '2026-11-27T09:15:00.000Z' }),
    ]);
  });

  it('keeps the If-Match of a status change it queues', async () => {
    server.use(unreachable('PATCH /api/work-orders/:id'));
    await sendOrQueue(statusChange);
    expect((await writesOf(TECH))[0]).toMatchObject({
      kind: 'status',
      etag: '"1"',
      from: 'open',
      to: 'in-progress',
    });
  });

  it('offline, queues without trying', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    expect(await sendOrQueue(note)).toEqual({ sent: false });
    expect(sent('POST /api/work-orders/:id/comments')).toHaveLength(0);
    expect(await writesOf(TECH)).toHaveLength(1);
  });

  it('queues behind writes already waiting, so nothing overtakes them', async () => {
    server.use(unreachable('POST /api/work-orders/:id/comments', { once: true }));
    await sendOrQueue(note);
    expect(await sendOrQueue(statusChange)).toEqual({ sent: false });
    expect(sent('PATCH /api/work-orders/:id')).toHaveLength(0);
    expect((await writesOf(TECH)).map((write) => write.kind)).toEqual(['note', 'status']);
  });

  it('puts a photo whose upload dropped in the outbox, file and all, and sends it once later with the same key', async () => {
    server.use(unreachable('POST /api/attachments', { once: true }));
    const file = new File(['jpeg bytes'], 'valve.jpg', { type: 'image/jpeg' });
    const photo: NewQueuedWrite = {
      ...job,
      kind: 'photo',
      file,
      fileName: 'valve.jpg',
      description: 'Before',
    };
    expect(await sendOrQueue(photo)).toEqual({ sent: false });
    const [queued] = await writesOf(TECH);
    expect(queued?.kind === 'photo' && (await queued.file.text())).toBe('jpeg bytes');

    server.use(answer('POST /api/attachments', attachment));
    expect(await sendOutbox(TECH)).toEqual({ kind: 'empty' });
    const [first, replay] = sent('POST /api/attachments');
    expect(replay?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
    const form = replay?.body as FormData;
    expect([form.get('workOrderId'), form.get('description'), (form.get('file') as File).name]).toEqual([
      '3',
      'Before',
      'valve.jpg',
    ]);
  });

  it('throws a refusal as a direct request would, and keeps nothing', async () => {
    server.use(fail('POST /api/work-orders/:id/comments', 400, 'Comment must be at least 3 characters.'));
    await expect(sendOrQueue(note)).rejects.toBeInstanceOf(ApiError);
    expect(await writesOf(TECH)).toEqual([]);
  });
});
