import { describe, expect, it } from 'vitest';
import { invalidateAfterWorkOrderChange } from './invalidate-work-orders.ts';
import { createQueryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

function seededClient() {
  const client = createQueryClient();
  const keys = {
    allTasks: queryKeys.workOrders.list(),
    lightweight: queryKeys.workOrders.list({ lightweight: true }),
    onHold: queryKeys.workOrders.onHold(),
    needFollowUp: queryKeys.workOrders.needFollowUp({ limit: 1 }),
    stats: queryKeys.dashboard.stats,
    detail: queryKeys.workOrders.detail(7),
    comments: queryKeys.workOrders.comments(7),
    otherDetail: queryKeys.workOrders.detail(8),
    priority: queryKeys.dashboard.priority,
    employees: queryKeys.employees.all,
    unread: queryKeys.notifications.unreadCount,
    me: queryKeys.currentEmployee,
  };
  for (const key of Object.values(keys)) client.setQueryData(key, []);
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, invalidated };
}

describe('invalidateAfterWorkOrderChange', () => {
  it('refreshes exactly the task lists, on-hold, need-follow-up and the dashboard', async () => {
    const { client, invalidated } = seededClient();
    await invalidateAfterWorkOrderChange(client);
    expect(invalidated()).toEqual(['allTasks', 'lightweight', 'onHold', 'needFollowUp', 'stats', 'priority']);
  });

  it('given the changed work order, refreshes its detail and what hangs off it as well', async () => {
    const { client, invalidated } = seededClient();
    await invalidateAfterWorkOrderChange(client, { workOrderId: 7 });
    expect(invalidated()).toEqual([
      'allTasks',
      'lightweight',
      'onHold',
      'needFollowUp',
      'stats',
      'detail',
      'comments',
      'priority',
    ]);
  });
});
