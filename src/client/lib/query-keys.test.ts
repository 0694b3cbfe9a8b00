import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys.ts';

/** Whether a filter by `prefix` (as invalidateQueries uses) selects the query under `key`. */
function matches(prefix: readonly unknown[], key: readonly unknown[]): boolean {
  const client = new QueryClient();
  client.setQueryData(key, 1);
  return client.getQueryCache().findAll({ queryKey: prefix }).length === 1;
}

describe('queryKeys', () => {
  it('keeps the auth keys the sign-in code already uses', () => {
    expect(queryKeys.currentEmployee).toEqual(['auth', 'me']);
    expect(queryKeys.demoAccounts).toEqual(['auth', 'demo-accounts']);
    expect(queryKeys.portalInfo).toEqual(['auth', 'portal-info']);
  });

  it('nests each family under its prefix', () => {
    const { workOrders, dashboard, employees, notifications } = queryKeys;
    expect(matches(workOrders.lists(), workOrders.list({ lightweight: true }))).toBe(true);
    expect(matches(workOrders.detail(5), workOrders.attachments(5))).toBe(true);
    expect(matches(workOrders.detail(5), workOrders.assignments(5))).toBe(true);
    expect(matches(workOrders.all, workOrders.onHold({ limit: 6 }))).toBe(true);
    expect(matches(dashboard.all, dashboard.employeeStats())).toBe(true);
    expect(matches(dashboard.all, dashboard.recent({ limit: 8 }))).toBe(true);
    expect(matches(employees.all, employees.detail(2))).toBe(true);
    expect(matches(notifications.all, notifications.unreadCount)).toBe(true);
    expect(matches(notifications.all, notifications.list({ unread: true }))).toBe(true);
  });

  it('keeps families apart that are refreshed apart', () => {
    const { workOrders } = queryKeys;
    expect(matches(workOrders.lists(), workOrders.onHold())).toBe(false);
    expect(matches(workOrders.lists(), workOrders.needFollowUp())).toBe(false);
    expect(matches(workOrders.lists(), workOrders.detail(1))).toBe(false);
    expect(matches(workOrders.detail(1), workOrders.detail(10))).toBe(false);
    expect(matches(queryKeys.dashboard.stats, queryKeys.dashboard.priority)).toBe(false);
  });

  it('tells lists with different parameters apart', () => {
    expect(queryKeys.workOrders.list({ lightweight: true })).not.toEqual(queryKeys.workOrders.list());
    expect(queryKeys.workOrders.list()).toEqual(queryKeys.workOrders.list({}));
  });
});
