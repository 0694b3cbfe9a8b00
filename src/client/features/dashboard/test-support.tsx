import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import type { DashboardStats, EmployeeStats, RecentWorkOrder } from '../../../shared/schemas/dashboard.ts';
import type { Employee } from '../../../shared/schemas/employee.ts';
import type { WorkOrderListItem } from '../../../shared/schemas/work-order.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { NoopResizeObserver, OFFICE, TOKEN } from '../../testing/fixtures.ts';
import { DashboardPage } from './components/dashboard-page.tsx';

/** Shared by the dashboard's component tests: a fake server behind `fetch`, and a render. */

export { OFFICE, PLUMBER, PLUMBER_2, workOrder } from '../../testing/fixtures.ts';

export type Reply = { status: number; body: unknown };
/** A page of a list, answered with X-Total-Count as the server does, or a failing reply. */
type Page<T> = { rows: T[]; total?: number } | Reply;

export type DashboardAnswers = {
  me?: Employee;
  stats?: DashboardStats | Reply;
  /** GET /api/work-orders (Tasks Overview). */
  active?: Page<WorkOrderListItem>;
  /** GET /api/work-orders/on-hold (Paused Jobs). */
  paused?: Page<WorkOrderListItem>;
  priority?: Page<WorkOrderListItem>;
  recent?: (offset: number) => Page<RecentWorkOrder>;
  workload?: (period: string) => EmployeeStats[] | Reply;
};

export const STATS: DashboardStats = { total: 0, completedToday: 0, previousTotal: 0, completedYesterday: 0 };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

function page<T>(answer: Page<T>): Response {
  if (isReply(answer)) return json(answer.status, answer.body);
  return json(200, answer.rows, { 'x-total-count': String(answer.total ?? answer.rows.length) });
}

function answer(url: URL, answers: DashboardAnswers): Response {
  const empty = { rows: [] };
  switch (url.pathname) {
    case '/api/auth/me':
      return json(200, answers.me ?? OFFICE);
    case '/api/dashboard/stats': {
      const stats = answers.stats ?? STATS;
      return isReply(stats) ? json(stats.status, stats.body) : json(200, stats);
    }
    case '/api/work-orders':
      return page(answers.active ?? empty);
    case '/api/work-orders/on-hold':
      return page(answers.paused ?? empty);
    case '/api/dashboard/priority-work-orders':
      return page(answers.priority ?? empty);
    case '/api/dashboard/recent-work-orders':
      return page(answers.recent?.(Number(url.searchParams.get('offset') ?? 0)) ?? empty);
    case '/api/dashboard/employee-stats': {
      const stats = answers.workload?.(url.searchParams.get('period') ?? '') ?? [];
      return isReply(stats) ? json(stats.status, stats.body) : json(200, stats);
    }
    default:
      return json(404, { message: 'not found' });
  }
}

/**
 * Stubs fetch; returns every request's URL in the order sent. With `hold`, no answer leaves
 * until `release()`: what was asked by then was asked without waiting for another answer.
 */
export function stubDashboardServer(answers: DashboardAnswers = {}, { hold = false } = {}) {
  localStorage.setItem('authToken', TOKEN);
  const requests: URL[] = [];
  let release = () => {};
  const gate = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://portal.test');
      requests.push(url);
      await gate;
      return answer(url, answers);
    }),
  );
  return {
    requests,
    release: () => release(),
    /** The query parameters of each request to `pathname`, in order. */
    paramsOf: (pathname: string) =>
      requests.filter((url) => url.pathname === pathname).map((url) => Object.fromEntries(url.searchParams)),
  };
}

export function renderDashboard(onOpenTask: (id: number) => void) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <DashboardPage onOpenTask={onOpenTask} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
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

/** A clean localStorage and jsdom's missing ResizeObserver; nothing left behind. */
export function setUpDashboardTests(onOpenTask: Mock) {
  beforeEach(() => {
    localStorage.clear();
    onOpenTask.mockReset();
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
