import { beforeEach, type Mock, vi } from 'vitest';
import { DashboardPage } from '#client/features/dashboard/components/dashboard-page.tsx';
import type { DashboardStats, EmployeeStats, RecentWorkOrder } from '#shared/schemas/dashboard.ts';
import { answer } from './api-handlers.ts';
import type { ApiRoute, ApiRoutes } from './api-routes.ts';
import { currentEmployee, NoopResizeObserver, OFFICE } from './fixtures.ts';
import { server } from './msw-server.ts';
import { renderInPortal } from './render.tsx';

/** What the /dashboard tests need beyond the shared core: its routes' answers and a render. */

export const STATS: DashboardStats = { total: 0, completedToday: 0, previousTotal: 0, completedYesterday: 0 };

/** The dashboard's own reads, each answered empty unless a test says otherwise. */
const EMPTY_DASHBOARD = {
  'GET /api/dashboard/stats': STATS,
  'GET /api/work-orders/on-hold': [],
  'GET /api/dashboard/priority-work-orders': [],
  'GET /api/dashboard/recent-work-orders': [],
  'GET /api/dashboard/employee-stats': [],
} satisfies Partial<ApiRoutes>;

const emptyAnswers = () =>
  Object.entries(EMPTY_DASHBOARD).map(([route, value]) => answer(route as ApiRoute, value as never));

/**
 * Every dashboard read (the session included) waits for `release()`: what was asked by then
 * was asked without waiting for another answer.
 */
export function holdEveryAnswer() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const later = <R extends ApiRoute>(route: R, value: ApiRoutes[R]) =>
    answer(route, async () => {
      await gate;
      return value;
    });
  server.use(
    later('GET /api/auth/me', currentEmployee(OFFICE)),
    later('GET /api/work-orders', []),
    ...Object.entries(EMPTY_DASHBOARD).map(([route, value]) => later(route as ApiRoute, value as never)),
  );
  return release;
}

export function renderDashboard(onOpenTask: (id: number) => void) {
  return renderInPortal(<DashboardPage onOpenTask={onOpenTask} />, { path: '/dashboard' });
}

/** The dashboard's reads answered empty, jsdom's missing ResizeObserver, and a fresh `onOpenTask`. */
export function setUpDashboardTests(onOpenTask: Mock) {
  beforeEach(() => {
    onOpenTask.mockReset();
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
    server.use(...emptyAnswers());
    return () => vi.unstubAllGlobals();
  });
}

export function employeeStats(id: number, name: string, workload: Partial<EmployeeStats['workload']>) {
  const { open = 0, inProgress = 0, completed = 0 } = workload;
  const total = open + inProgress + completed;
  const percentage = Math.min(100, (open + inProgress) * 10);
  return {
    id,
    name,
    avatar: null,
    title: null,
    employeeType: 'plumber',
    workload: { open, inProgress, completed, total, percentage },
  } satisfies EmployeeStats;
}

export function recentRow(id: number, fields: Partial<RecentWorkOrder> = {}): RecentWorkOrder {
  return {
    id,
    workOrderId: String(48_000 + id),
    title: `Recent job ${id}`,
    assignedEmployee: null,
    assignedOfficeEmployee: null,
    status: 'open',
    dueDate: null,
    ...fields,
  };
}
