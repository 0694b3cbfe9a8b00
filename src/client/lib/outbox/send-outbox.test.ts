import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkOrder, WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { answer, fail, held, sent, unreachable } from '#tooling/test-client/api-handlers.ts';
import { comment, TOKEN, workOrder } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { queueWrite, removeWrite, writesOf } from './outbox-store.ts';
import type { NewQueuedWrite } from './queued-write.ts';
import { retryDelayMs, sendOutbox } from './send-outbox.ts';

const TECH = 7;
const job = { employeeId: TECH, workOrderId: 3, jobLabel: '#48003 Leaking valve 3' };
const note = (content: string): NewQueuedWrite => ({ ...job, kind: 'note', content });
const statusChange = (fields: Partial<Extract<NewQueuedWrite, { kind: 'status' }>> = {}): NewQueuedWrite => ({
  ...job,
  kind: 'status',
  from: 'open',
  to: 'in-progress',
  etag: '"1"',
  ...fields,
});
const order = (fields: Partial<WorkOrder> = {}) => ({ ...workOrder(3), ...fields }) as unknown as WorkOrder;

beforeEach(() => localStorage.setItem('authToken', TOKEN));

describe('sendOutbox (ADR 049)', () => {
  it('sends the waiting writes in the order they were made, each with its own Idempotency-Key', async () => {
    server.use(
      answer('POST /api/work-orders/:id/comments', comment(1)),
      answer('PATCH /api/work-orders/:id', order({ status: 'in-progress' })),
    );
    const first = await queueWrite(note('Water off at the main'));
    const second = await queueWrite(statusChange());
    const settled: string[] = [];

    expect(await sendOutbox(TECH, (write) => settled.push(write.kind))).toEqual({ kind: 'empty' });

    const [noteRequest] = sent('POST /api/work-orders/:id/comments');
    const [patchRequest] = sent('PATCH /api/work-orders/:id');
    expect(noteRequest?.body).toEqual({
      content: 'Water off at the main',
      type: 'note',
      notifyAdmin: false,
      writtenAt: first.madeAt,
    });
    expect(noteRequest?.headers.get('idempotency-key')).toBe(first.key);
    expect(patchRequest?.body).toEqual({ status: 'in-progress' });
    expect(patchRequest?.headers.get('idempotency-key')).toBe(second.key);
    expect(patchRequest?.headers.get('if-match')).toBe('"1"');
    expect(first.key).not.toBe(second.key);
    expect(settled).toEqual(['note', 'status']);
    expect(await writesOf(TECH)).toEqual([]);
  });

  it('stops at a write that finds no network, keeping it and everything after it, in order', async () => {
    server.use(unreachable('POST /api/work-orders/:id/comments'));
    await queueWrite(note('First'));
    await queueWrite(statusChange());

    expect(await sendOutbox(TECH)).toEqual({ kind: 'waiting', attempts: 1 });
    expect(sent('PATCH /api/work-orders/:id')).toHaveLength(0);
    const kept = await writesOf(TECH);
    expect(kept.map((write) => [write.kind, write.attempts])).toEqual([
      ['note', 1],
      ['status', 0],
    ]);
  });

  it('does not send a write discarded while an earlier one was on its way', async () => {
    const reply = held('POST /api/work-orders/:id/comments', comment(1));
    server.use(reply.handler, answer('PATCH /api/work-orders/:id', order({ status: 'in-progress' })));
    await queueWrite(note('First'));
    const later = await queueWrite(statusChange());

    const run = sendOutbox(TECH);
    await vi.waitFor(() => expect(sent('POST /api/work-orders/:id/comments')).toHaveLength(1));
    await removeWrite(later.id);
    reply.release();

    expect(await run).toEqual({ kind: 'empty' });
    expect(sent('PATCH /api/work-orders/:id')).toHaveLength(0);
    expect(await writesOf(TECH)).toEqual([]);
  });

  it('does not bring back a write discarded while on its way when that try finds no network', async () => {
    const reply = held('POST /api/work-orders/:id/comments', () => HttpResponse.error());
    server.use(reply.handler);
    const write = await queueWrite(note('Discarded on the way'));

    const run = sendOutbox(TECH);
    await vi.waitFor(() => expect(sent('POST /api/work-orders/:id/comments')).toHaveLength(1));
    await removeWrite(write.id);
    reply.release();

    expect(await run).toEqual({ kind: 'empty' });
    expect(await writesOf(TECH)).toEqual([]);
  });

  it('waits on a busy server (503) as on no network', async () => {
    server.use(fail('POST /api/work-orders/:id/comments', 503, 'Service Unavailable'));
    await queueWrite(note('First'));
    expect(await sendOutbox(TECH)).toEqual({ kind: 'waiting', attempts: 1 });
  });

  it('keeps a refused write with the reason for the technician, and still sends the ones after it', async () => {
    server.use(
      fail('POST /api/work-orders/:id/comments', 404, 'Work order not found'),
      answer('PATCH /api/work-orders/:id', order({ status: 'in-progress' })),
    );
    await queueWrite(note('On a job deleted meanwhile'));
    await queueWrite({ ...statusChange(), workOrderId: 4 });
    const refusals: (string | undefined)[] = [];

    expect(await sendOutbox(TECH, (_write, refusal) => refusals.push(refusal))).toEqual({ kind: 'empty' });
    const [kept] = await writesOf(TECH);
    expect(kept?.refusal).toBe('#48003 Leaking valve 3 was deleted. Your note was not sent.');
    expect(refusals).toEqual(['#48003 Leaking valve 3 was deleted. Your note was not sent.', undefined]);
    // A refused write is not sent again.
    expect(await sendOutbox(TECH)).toEqual({ kind: 'empty' });
    expect(sent('POST /api/work-orders/:id/comments')).toHaveLength(1);
  });

  it('words a refusal with the server’s message', async () => {
    server.use(fail('POST /api/work-orders/:id/comments', 403, 'Technicians cannot do that'));
    await queueWrite(note('Hello there'));
    await sendOutbox(TECH);
    const [kept] = await writesOf(TECH);
    expect(kept?.refusal).toBe(
      'Your note on #48003 Leaking valve 3 was not accepted: 403: Technicians cannot do that',
    );
  });

  it('leaves everything in place when the session has ended', async () => {
    server.use(fail('POST /api/work-orders/:id/comments', 401, 'Session expired'));
    await queueWrite(note('Hello there'));
    expect(await sendOutbox(TECH)).toEqual({ kind: 'signed-out' });
    expect((await writesOf(TECH))[0]?.refusal).toBeUndefined();
  });

  describe('a status change the job moved on from (412)', () => {
    const conflictThen = (current: Partial<WorkOrderDetail> | 'deleted') => {
      let patches = 0;
      server.use(
        answer('PATCH /api/work-orders/:id', ({ request }) => {
          patches += 1;
          if (request.headers.get('if-match') === '"1"') {
            return HttpResponse.json({ message: 'The work order changed' }, { status: 412 });
          }
          return order({ status: 'in-progress', version: 5 } as Partial<WorkOrder>);
        }),
        current === 'deleted'
          ? fail('GET /api/work-orders/:id', 404, 'Work order not found')
          : answer('GET /api/work-orders/:id', { ...workOrder(3), ...current } as unknown as WorkOrderDetail),
      );
      return () => patches;
    };

    it('goes again with the job’s new version when only other fields changed', async () => {
      const patches = conflictThen({ status: 'open', version: 4 } as Partial<WorkOrderDetail>);
      await queueWrite(statusChange());
      expect(await sendOutbox(TECH)).toEqual({ kind: 'empty' });
      expect(patches()).toBe(2);
      expect(sent('PATCH /api/work-orders/:id')[1]?.headers.get('if-match')).toBe('"4"');
      expect(await writesOf(TECH)).toEqual([]);
    });

    it('is refused when the job was completed meanwhile', async () => {
      conflictThen({ status: 'completed', version: 4 } as Partial<WorkOrderDetail>);
      await queueWrite(statusChange());
      await sendOutbox(TECH);
      expect((await writesOf(TECH))[0]?.refusal).toBe(
        '#48003 Leaking valve 3 was completed meanwhile. Your change to In Progress was not sent.',
      );
    });

    it('is refused when the job was deleted meanwhile', async () => {
      conflictThen('deleted');
      await queueWrite(statusChange());
      await sendOutbox(TECH);
      expect((await writesOf(TECH))[0]?.refusal).toBe(
        '#48003 Leaking valve 3 was deleted. Your change to In Progress was not sent.',
      );
    });

    it('hands the version a sent change made to the next queued change of the same job', async () => {
      server.use(
        answer('PATCH /api/work-orders/:id', ({ request }) =>
          request.headers.get('if-match') === '"1"'
            ? order({ status: 'in-progress', version: 2 } as Partial<WorkOrder>)
            : order({ status: 'on-hold', version: 3 } as Partial<WorkOrder>),
        ),
      );
      await queueWrite(statusChange());
      await queueWrite(statusChange({ from: 'in-progress', to: 'on-hold', etag: '"1"' }));
      expect(await sendOutbox(TECH)).toEqual({ kind: 'empty' });
      expect(sent('PATCH /api/work-orders/:id').map((request) => request.headers.get('if-match'))).toEqual([
        '"1"',
        '"2"',
      ]);
    });
  });
});

describe('retryDelayMs', () => {
  it('doubles from 2 s up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(retryDelayMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});
