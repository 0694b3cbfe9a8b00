import { describe, expect, it } from 'vitest';
import { type LiveEventData, parseLiveEventData } from './live-events.ts';
import {
  LIVE_BATCH_MS,
  LIVE_REFETCH_JITTER_MS,
  liveRefetchDelayMs,
  mayChangeCount,
  mayChangeListPage,
} from './live-list-relevance.ts';

const ACTIVE = ['open', 'in-progress'];
const change = (statusBefore: LiveEventData['statusBefore'], statusAfter: LiveEventData['statusAfter']) => ({
  kind: 'work-order.changed',
  workOrderId: 7,
  statusBefore,
  statusAfter,
});

describe('mayChangeCount', () => {
  const badge = {
    statuses: ['open', 'in-progress', 'on-hold'],
    filterFields: ['type', 'followUpReason', 'dueDate'],
  };
  const fields = (
    changed: string[],
    before: string | null = 'open',
    after: string | null = 'in-progress',
  ) => ({
    ...change(before as LiveEventData['statusBefore'], after as LiveEventData['statusAfter']),
    changed,
  });

  it('is false when the status stayed on one side of the statuses and no filter field changed', () => {
    expect(mayChangeCount(badge, fields(['status', 'updatedAt', 'version']))).toBe(false);
    expect(mayChangeCount(badge, fields(['title'], 'completed', 'completed'))).toBe(false);
    expect(mayChangeCount(badge, fields(['deletedAt'], 'completed', null))).toBe(false);
  });

  it('is true when the order crosses the statuses, is deleted while counted, or a filter field changed', () => {
    expect(mayChangeCount(badge, fields(['status'], 'on-hold', 'completed'))).toBe(true);
    expect(mayChangeCount(badge, fields(['deletedAt'], 'open', null))).toBe(true);
    expect(mayChangeCount(badge, fields(['deletedAt'], null, 'open'))).toBe(true);
    expect(mayChangeCount(badge, fields(['status', 'followUpReason']))).toBe(true);
    expect(mayChangeCount(badge, fields(['dueDate'], 'open', 'open'))).toBe(true);
  });

  it('is true for anything the message does not tell', () => {
    expect(mayChangeCount(badge, change('open', 'in-progress'))).toBe(true);
    expect(mayChangeCount(badge, { ...fields(['title']), kind: 'assignment.added' })).toBe(true);
    expect(mayChangeCount(badge, { kind: 'work-order.changed', workOrderId: 7, changed: ['title'] })).toBe(
      true,
    );
  });

  it('is read from the message as the server sends it', () => {
    const data = parseLiveEventData(
      JSON.stringify({
        kind: 'work-order.changed',
        workOrderId: 7,
        statusBefore: 'open',
        statusAfter: 'open',
        changed: ['title'],
      }),
    );
    expect(data?.changed).toEqual(['title']);
    expect(mayChangeCount(badge, data as LiveEventData)).toBe(false);
    const odd = parseLiveEventData(
      JSON.stringify({
        kind: 'work-order.changed',
        workOrderId: 7,
        statusBefore: 'open',
        statusAfter: 'open',
        changed: ['a b'],
      }),
    );
    expect(odd?.changed).toBeUndefined();
  });
});

describe('mayChangeListPage', () => {
  it('is false only when the page does not hold the order and its status was outside the list before and after', () => {
    const page = { statuses: ACTIVE, holdsOrder: false };
    expect(mayChangeListPage(page, change('completed', 'completed'))).toBe(false);
    expect(mayChangeListPage(page, change('on-hold', 'completed'))).toBe(false);
    expect(mayChangeListPage(page, change(null, 'completed'))).toBe(false);
    expect(mayChangeListPage(page, change('on-hold', null))).toBe(false);
    expect(mayChangeListPage(page, change(null, null))).toBe(false);
    // It enters the list, leaves it, or changes on it.
    expect(mayChangeListPage(page, change('completed', 'open'))).toBe(true);
    expect(mayChangeListPage(page, change('in-progress', 'on-hold'))).toBe(true);
    expect(mayChangeListPage(page, change('open', 'open'))).toBe(true);
    expect(mayChangeListPage(page, change(null, 'open'))).toBe(true);
    expect(mayChangeListPage(page, change('in-progress', null))).toBe(true);
  });

  it('the paused list is not concerned by work going from open to in progress', () => {
    const paused = { statuses: ['on-hold'], holdsOrder: false };
    expect(mayChangeListPage(paused, change('open', 'in-progress'))).toBe(false);
    expect(mayChangeListPage(paused, change('in-progress', 'on-hold'))).toBe(true);
    expect(mayChangeListPage(paused, change('on-hold', 'open'))).toBe(true);
  });

  it('is true whenever the page holds the order (what it shows may be older than the message)', () => {
    expect(mayChangeListPage({ statuses: ACTIVE, holdsOrder: true }, change('completed', 'completed'))).toBe(
      true,
    );
  });

  it('is true for anything the message or the list does not tell', () => {
    const page = { statuses: ACTIVE, holdsOrder: false };
    expect(mayChangeListPage({ statuses: null, holdsOrder: false }, change('completed', 'completed'))).toBe(
      true,
    );
    expect(mayChangeListPage(page, { kind: 'work-order.changed', workOrderId: 7 })).toBe(true);
    expect(mayChangeListPage(page, { kind: 'work-order.changed' })).toBe(true);
    expect(
      mayChangeListPage(page, { kind: 'comment.added', workOrderId: 7, statusBefore: 'completed' }),
    ).toBe(true);
  });
});

describe('liveRefetchDelayMs', () => {
  it('is the batch plus a random share of the jitter, in whole milliseconds', () => {
    expect(LIVE_BATCH_MS).toBe(150);
    expect(liveRefetchDelayMs(() => 0)).toBe(150);
    expect(liveRefetchDelayMs(() => 0.5)).toBe(150 + 125);
    expect(liveRefetchDelayMs(() => 0.999_999)).toBe(LIVE_BATCH_MS + LIVE_REFETCH_JITTER_MS - 1);
    for (let i = 0; i < 50; i += 1) {
      const delay = liveRefetchDelayMs();
      expect(Number.isInteger(delay) && delay >= 150 && delay < 400).toBe(true);
    }
  });
});

describe('parseLiveEventData', () => {
  it('reads a work order message with its statuses before and after', () => {
    expect(
      parseLiveEventData(
        '{"kind":"work-order.changed","workOrderId":7,"statusBefore":"open","statusAfter":"in-progress"}',
      ),
    ).toEqual(change('open', 'in-progress'));
    expect(
      parseLiveEventData(
        '{"kind":"work-order.created","workOrderId":7,"statusBefore":null,"statusAfter":"open"}',
      ),
    ).toEqual({ kind: 'work-order.created', workOrderId: 7, statusBefore: null, statusAfter: 'open' });
  });

  it('keeps the statuses only when both are there', () => {
    expect(parseLiveEventData('{"kind":"work-order.changed","workOrderId":7,"statusAfter":"open"}')).toEqual({
      kind: 'work-order.changed',
      workOrderId: 7,
    });
    expect(parseLiveEventData('{"kind":"comment.added","workOrderId":7}')).toEqual({
      kind: 'comment.added',
      workOrderId: 7,
    });
  });

  it('reads messages without an order, and refuses what is not a message', () => {
    expect(parseLiveEventData('{"kind":"reset"}')).toEqual({ kind: 'reset' });
    expect(parseLiveEventData('{"kind":"reset","statusBefore":"nonsense"}')).toEqual({ kind: 'reset' });
    for (const text of [
      'not json',
      'null',
      '"work-order.changed"',
      '{"workOrderId":7}',
      '{"kind":"work-order.changed","workOrderId":"7"}',
      '{"kind":"work-order.changed","workOrderId":1.5}',
      '{"kind":"work-order.changed","workOrderId":7,"statusBefore":"closed","statusAfter":"open"}',
      '{"kind":"work-order.changed","workOrderId":7,"statusBefore":"open","statusAfter":3}',
    ]) {
      expect(parseLiveEventData(text), text).toBeNull();
    }
  });
});
