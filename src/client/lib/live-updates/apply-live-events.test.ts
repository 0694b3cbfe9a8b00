import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client.ts';
import { queryKeys } from '../query-keys.ts';
import { createLiveEventApplier, LIVE_BATCH_MS, skipLiveDetailRefetch } from './apply-live-events.ts';

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
