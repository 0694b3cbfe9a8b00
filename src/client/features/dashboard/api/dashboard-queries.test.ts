import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateAfterWorkOrderChange } from '#client/lib/invalidate-work-orders.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { activeTasksQuery } from './get-active-tasks.ts';
import { dashboardStatsQuery } from './get-dashboard-stats.ts';
import { employeeStatsQuery } from './get-employee-stats.ts';
import { pausedJobsPreviewQuery } from './get-paused-jobs-preview.ts';
import { priorityWorkOrdersQuery } from './get-priority-work-orders.ts';
import { recentWorkOrdersQuery } from './get-recent-work-orders.ts';

const ALL = [
  dashboardStatsQuery(),
  activeTasksQuery(),
  pausedJobsPreviewQuery(),
  priorityWorkOrdersQuery(),
  recentWorkOrdersQuery(10),
  employeeStatsQuery('month'),
];

describe('dashboard queries', () => {
  it('are fresh for 5 s and not kept once the page is left', () => {
    for (const query of ALL) expect(query).toMatchObject({ staleTime: 5_000, gcTime: 0 });
  });

  it('refresh the stats and both work-order cards after a work-order change', async () => {
    const client = createQueryClient();
    const keys: QueryKey[] = [
      dashboardStatsQuery().queryKey,
      activeTasksQuery().queryKey,
      pausedJobsPreviewQuery().queryKey,
    ];
    for (const key of keys) client.setQueryData(key, { rows: [], total: 0 });
    await invalidateAfterWorkOrderChange(client);
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
