import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_BATCH_MS, LIVE_REFETCH_JITTER_MS } from '#shared/domain/live-list-relevance.ts';
import { createQueryClient } from '../query-client.ts';
import { queryKeys } from '../query-keys.ts';
import * as applier from './apply-live-events.ts';
import { skipLiveDetailRefetch } from './deleted-here.ts';

/** The applier with no jitter: its changes are applied LIVE_BATCH_MS after the first. */
const createLiveEventApplier = (client: QueryClient) => applier.createLiveEventApplier(client, () => 0);

function seededClient() {
  const client = createQueryClient();
  const keys = {
    tasks: queryKeys.workOrders.list({ status: 'open' }),
    onHold: queryKeys.workOrders.onHold(),
    stats: queryKeys.dashboard.stats,
    detail7: queryKeys.workOrders.detail(7),
    comments7: queryKeys.workOrders.comments(7),
    detail8: queryKeys.workOrders.detail(8),
    unread: queryKeys.notifications.unreadCount,
    notifications: queryKeys.notifications.list(),
    employees: queryKeys.employees.all,
    boardVisits: queryKeys.schedule.visits({ from: '2026-12-01T06:00:00.000Z' }),
    tray: queryKeys.schedule.tray(),
    me: queryKeys.currentEmployee,
  };
  for (const key of Object.values(keys)) client.setQueryData(key, []);
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, invalidated };
}

const message = (data: object) => ({ event: 'x', data: JSON.stringify(data) });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createLiveEventApplier (ADR 044)', () => {
  it("refreshes the lists and the changed order's detail, not other details, once per burst", async () => {
    const { client, invalidated } = seededClient();
    const apply = createLiveEventApplier(client);
    apply(message({ kind: 'work-order.changed', workOrderId: 7 }));
    apply(message({ kind: 'comment.added', workOrderId: 7 }));
    expect(invalidated()).toEqual([]);
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(invalidated()).toEqual([
      'tasks',
      'onHold',
      'stats',
      'detail7',
      'comments7',
      'boardVisits',
      'tray',
    ]);
  });

  it("refreshes the schedule board's visits and tray on a visit's change", async () => {
    const { client, invalidated } = seededClient();
    createLiveEventApplier(client)(message({ kind: 'visit.changed', workOrderId: 8 }));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(invalidated()).toEqual(['tasks', 'onHold', 'stats', 'detail8', 'boardVisits', 'tray']);
  });

  it("leaves the schedule's settings alone on a work order's change: technicians' hours, time off, company settings", async () => {
    const client = createQueryClient();
    const keys = {
      boardVisits: queryKeys.schedule.visits({ from: '2026-12-01T06:00:00.000Z' }),
      visitHandBack: [...queryKeys.schedule.all, 'hand-back', 5],
      technicians: queryKeys.schedule.technicians,
      timeOff: queryKeys.schedule.timeOff({ from: '2026-12-01' }),
      companySettings: queryKeys.schedule.companySettings,
    };
    for (const key of Object.values(keys)) client.setQueryData(key, []);
    createLiveEventApplier(client)(message({ kind: 'visit.changed', workOrderId: 8 }));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    const invalidated = Object.entries(keys).filter(([, key]) => client.getQueryState(key)?.isInvalidated);
    expect(invalidated.map(([name]) => name)).toEqual(['boardVisits', 'visitHandBack']);
  });

  it('refreshes the bell and the notifications for a notification, nothing else', async () => {
    const { client, invalidated } = seededClient();
    createLiveEventApplier(client)(message({ kind: 'notification.added' }));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(invalidated()).toEqual(['unread', 'notifications']);
  });

  it('refreshes everything but who is signed in on a reset, and ignores what it cannot read', async () => {
    const { client, invalidated } = seededClient();
    const apply = createLiveEventApplier(client);
    apply({ event: 'x', data: 'not json' });
    apply(message({ workOrderId: 7 }));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(invalidated()).toEqual([]);
    apply(message({ kind: 'reset' }));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(invalidated()).toEqual([
      'tasks',
      'onHold',
      'stats',
      'detail7',
      'comments7',
      'detail8',
      'unread',
      'notifications',
      'employees',
      'boardVisits',
      'tray',
    ]);
  });
});

describe('a work order this tab deleted', () => {
  it('has its lists refreshed on the delete’s own message, but not its detail (it closes by itself)', async () => {
    const { client, invalidated } = seededClient();
    skipLiveDetailRefetch(7);
    createLiveEventApplier(client)(message({ kind: 'work-order.changed', workOrderId: 7 }));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(invalidated()).toEqual(['tasks', 'onHold', 'stats', 'boardVisits', 'tray']);
  });
});

describe('lists a change cannot concern (issue 39)', () => {
  const activeKey = queryKeys.workOrders.list({ status: 'open,in-progress', sort: 'dueDate', pageSize: 100 });
  const pausedKey = queryKeys.workOrders.onHold();
  const followUpKey = queryKeys.workOrders.needFollowUp({ pageSize: 100 });
  const anyStatusKey = queryKeys.workOrders.list({ handBack: 'awaiting-review', pageSize: 100 });
  const countKey = queryKeys.workOrders.list({ status: 'open,in-progress', view: 'overdue-count' });

  /** Lists as the screens cache them: paged (infinite), plain rows, a count; none holding order 17. */
  function listsClient(rowsOf: { active?: number[]; paused?: number[] } = {}) {
    const client = createQueryClient();
    const page = (ids: number[]) => ({ rows: ids.map((id) => ({ id })), total: ids.length });
    const keys = {
      active: activeKey,
      paused: pausedKey,
      followUp: followUpKey,
      anyStatus: anyStatusKey,
      count: countKey,
      stats: queryKeys.dashboard.stats,
      detail17: queryKeys.workOrders.detail(17),
      boardVisits: queryKeys.schedule.visits({}),
    };
    client.setQueryData(activeKey, { pages: [page([1, 2]), page(rowsOf.active ?? [3])], pageParams: [] });
    client.setQueryData(
      pausedKey,
      (rowsOf.paused ?? [4]).map((id) => ({ id })),
    );
    client.setQueryData(followUpKey, { pages: [page([5])], pageParams: [] });
    client.setQueryData(anyStatusKey, { pages: [page([6])], pageParams: [] });
    client.setQueryData(countKey, 12);
    for (const key of [keys.stats, keys.detail17, keys.boardVisits]) client.setQueryData(key, {});
    const invalidated = () =>
      Object.entries(keys)
        .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
        .map(([name]) => name);
    return { client, invalidated };
  }

  const change = (statusBefore: string | null, statusAfter: string | null, workOrderId = 17) =>
    message({ kind: 'work-order.changed', workOrderId, statusBefore, statusAfter });

  async function applied(client: QueryClient, ...messages: ReturnType<typeof message>[]) {
    const apply = createLiveEventApplier(client);
    for (const each of messages) apply(each);
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
  }

  it('leaves an open,in-progress page alone on a change to a completed order it does not hold', async () => {
    const { client, invalidated } = listsClient();
    await applied(client, change('completed', 'completed'));
    // The paused and follow-up lists hold no completed work either; the rest refreshes as before.
    expect(invalidated()).toEqual(['anyStatus', 'stats', 'detail17', 'boardVisits']);
  });

  it('refreshes that page when it holds the order (a later page of a paged list included)', async () => {
    const { client, invalidated } = listsClient({ active: [3, 17] });
    await applied(client, change('completed', 'completed'));
    expect(invalidated()).toContain('active');
    expect(invalidated()).not.toContain('count');
  });

  it('refreshes a list the order enters or leaves, and its count', async () => {
    const { client, invalidated } = listsClient();
    await applied(client, change('completed', 'open'));
    expect(invalidated()).toEqual([
      'active',
      'followUp',
      'anyStatus',
      'count',
      'stats',
      'detail17',
      'boardVisits',
    ]);
  });

  it('leaves the paused list alone when an order goes from open to in progress, not when one is put on hold', async () => {
    const first = listsClient();
    await applied(first.client, change('open', 'in-progress'));
    expect(first.invalidated()).not.toContain('paused');
    expect(first.invalidated()).toContain('active');

    const second = listsClient();
    await applied(second.client, change('in-progress', 'on-hold'));
    expect(second.invalidated()).toContain('paused');
    // A paused job the list shows: any change to it.
    const third = listsClient({ paused: [17] });
    await applied(third.client, change('open', 'in-progress'));
    expect(third.invalidated()).toContain('paused');
  });

  it('refreshes every list on a message that does not say the statuses, or names no order', async () => {
    const { client, invalidated } = listsClient();
    await applied(client, message({ kind: 'comment.added', workOrderId: 17 }));
    expect(invalidated()).toEqual([
      'active',
      'paused',
      'followUp',
      'anyStatus',
      'count',
      'stats',
      'detail17',
      'boardVisits',
    ]);
    const other = listsClient();
    await applied(other.client, message({ kind: 'work-order.changed' }));
    expect(other.invalidated()).toContain('active');
  });

  it('skips a list only when no change of the moment may concern it', async () => {
    const { client, invalidated } = listsClient();
    await applied(client, change('completed', 'completed'), change('open', 'in-progress', 8));
    expect(invalidated()).toContain('active');
    expect(invalidated()).not.toContain('paused');
  });

  it('a created order (no status before) concerns the lists of its status; a deleted one those of its last', async () => {
    const created = listsClient();
    await applied(created.client, change(null, 'on-hold'));
    expect(created.invalidated()).toEqual(expect.arrayContaining(['paused', 'followUp']));
    expect(created.invalidated()).not.toContain('active');
    const deleted = listsClient();
    await applied(deleted.client, change('completed', null));
    expect(deleted.invalidated()).not.toContain('active');
  });
});

describe('counts a change cannot move an order in or out of (issue 39)', () => {
  const badgeKey = queryKeys.workOrders.needFollowUp({ count: true });
  const overdueKey = queryKeys.workOrders.list({
    status: 'open,in-progress',
    dueBefore: '2026-11-29T03:00:00.000Z',
    limit: '1',
    view: 'overdue-count',
  });
  const awaitingKey = queryKeys.workOrders.list({
    handBack: 'awaiting-review',
    limit: '1',
    view: 'awaiting-review-count',
  });

  function countsClient() {
    const client = createQueryClient();
    const keys = { badge: badgeKey, overdue: overdueKey, awaiting: awaitingKey };
    for (const key of Object.values(keys)) client.setQueryData(key, 3);
    const invalidated = () =>
      Object.entries(keys)
        .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
        .map(([name]) => name);
    return { client, invalidated };
  }

  const changed = (statusBefore: string | null, statusAfter: string | null, fields: string[]) =>
    message({ kind: 'work-order.changed', workOrderId: 17, statusBefore, statusAfter, changed: fields });

  async function invalidatedBy(...messages: ReturnType<typeof message>[]) {
    const { client, invalidated } = countsClient();
    const apply = createLiveEventApplier(client);
    for (const each of messages) apply(each);
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    return invalidated();
  }

  it('leaves the badge and the overdue count alone when work only goes from open to in progress', async () => {
    // The hand-back count reads what a work order's fields cannot tell: it is always asked again.
    expect(await invalidatedBy(changed('open', 'in-progress', ['status', 'updatedAt', 'version']))).toEqual([
      'awaiting',
    ]);
  });

  it('refreshes a count an order leaves or joins by its status, or whose filter fields changed', async () => {
    expect(await invalidatedBy(changed('on-hold', 'completed', ['status']))).toEqual(['badge', 'awaiting']);
    expect(await invalidatedBy(changed('in-progress', null, ['deletedAt']))).toEqual([
      'badge',
      'overdue',
      'awaiting',
    ]);
    expect(await invalidatedBy(changed('open', 'open', ['followUpReason']))).toEqual(['badge', 'awaiting']);
    expect(await invalidatedBy(changed('open', 'open', ['dueDate']))).toEqual([
      'badge',
      'overdue',
      'awaiting',
    ]);
    expect(await invalidatedBy(changed('open', 'open', ['type']))).toEqual(['badge', 'awaiting']);
  });

  it('refreshes the counts when the message does not name the changed fields, or is not the order itself', async () => {
    const all = ['badge', 'overdue', 'awaiting'];
    expect(
      await invalidatedBy(
        message({ kind: 'work-order.changed', workOrderId: 17, statusBefore: 'open', statusAfter: 'open' }),
      ),
    ).toEqual(all);
    expect(
      await invalidatedBy(
        message({ kind: 'assignment.added', workOrderId: 17, statusBefore: 'open', statusAfter: 'open' }),
      ),
    ).toEqual(all);
  });
});

describe('when the refetches start', () => {
  it('waits the batch plus its random share of the jitter (liveRefetchDelayMs)', async () => {
    const { client, invalidated } = seededClient();
    const apply = applier.createLiveEventApplier(client, () => 0.5);
    apply(message({ kind: 'work-order.changed', workOrderId: 7 }));
    const delay = LIVE_BATCH_MS + Math.floor(0.5 * LIVE_REFETCH_JITTER_MS);
    await vi.advanceTimersByTimeAsync(delay - 1);
    // A message during the wait joins the same batch.
    apply(message({ kind: 'notification.added' }));
    expect(invalidated()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(invalidated()).toContain('tasks');
    expect(invalidated()).toContain('unread');
  });

  it('draws a new wait per batch, from Math.random unless told otherwise, a reset included', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValueOnce(0.999).mockReturnValueOnce(0);
    const { client, invalidated } = seededClient();
    const apply = applier.createLiveEventApplier(client);
    apply(message({ kind: 'notification.added' }));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS + LIVE_REFETCH_JITTER_MS - 2);
    expect(invalidated()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(invalidated()).toEqual(['unread', 'notifications']);
    apply(message({ kind: 'reset' }));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(invalidated()).toContain('tasks');
    expect(random).toHaveBeenCalledTimes(2);
  });
});
