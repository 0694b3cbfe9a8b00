import { dayRange } from './visit-fixtures.ts';

/**
 * The pages a screen of the live case shows, asked for with the very URLs the client sends
 * (src/client/features/tasks/api, dashboard/api, schedule/api and the sidebar's badge), so the
 * server's shared answers meet the same keys as in use.
 */

/** Where `{dueBefore}` stands, the start of the current minute is put at each request. */
export const DUE_BEFORE_NOW = '{dueBefore}';

export type LivePage = {
  path: string;
  /**
   * The statuses a task list is limited to, checked with mayChangeListPage against each change;
   * null for the pages the client asks for again after every change (board, dashboard, badge).
   */
  statuses: readonly string[] | null;
};

export type ScreenKind = 'current tasks' | 'board' | 'dashboard';

/** Out of every four screens: two on Current Tasks, one on the board, one on the dashboard. */
export const SCREEN_MIX: readonly ScreenKind[] = ['current tasks', 'board', 'current tasks', 'dashboard'];

/** Rows of a task list's page (get-work-order-pages.ts); the dashboard's cards ask for fewer. */
const TASK_PAGE_SIZE = '100';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The sidebar's Tasks badge, around every screen: the need-follow-up list's size. */
const SIDEBAR_BADGE: LivePage = { path: '/api/work-orders-need-follow-up?limit=1', statuses: null };

/** What a screen needs to build its pages: the board's day and the company's (and browser's) zone. */
export type PageContext = { day: string; timeZone: string };

export function pagesOf(kind: ScreenKind, context: PageContext): LivePage[] {
  const always = (path: string): LivePage => ({ path, statuses: null });
  const tz = { tz: context.timeZone };
  if (kind === 'current tasks') {
    // /tasks as it opens: open and in-progress work, the soonest due first, the first page.
    const statuses = ['open', 'in-progress'];
    const params = { sort: 'dueDate', status: statuses.join(','), limit: TASK_PAGE_SIZE, offset: '0' };
    return [{ path: `/api/work-orders?${query(params)}`, statuses }, SIDEBAR_BADGE];
  }
  if (kind === 'board') {
    // The day view: every read under the schedule's key is asked again after a change.
    const range = dayRange(context.day, context.timeZone);
    return [
      always('/api/company-settings'),
      always('/api/technician-schedules'),
      always(`/api/visits?${query(range)}`),
      always(`/api/time-off?${query(range)}`),
      always('/api/schedule/tray'),
      SIDEBAR_BADGE,
    ];
  }
  return [
    always(`/api/dashboard/stats?${query(tz)}`),
    always(`/api/work-orders?status=open%2Cin-progress&dueBefore=${DUE_BEFORE_NOW}&limit=1`),
    always(`/api/work-orders?${query({ handBack: 'awaiting-review', limit: '1' })}`),
    always(`/api/work-orders?${query({ status: 'open,in-progress', sort: '-createdAt', limit: '8' })}`),
    always(`/api/work-orders/on-hold?${query({ sort: 'pausedAt', limit: '6' })}`),
    always('/api/dashboard/priority-work-orders?limit=5'),
    always(`/api/dashboard/employee-stats?${query({ period: 'week', ...tz })}`),
    always(`/api/dashboard/recent-work-orders?${query({ limit: '10', offset: '0' })}`),
    SIDEBAR_BADGE,
  ];
}

/** The path as sent at `now`: the overdue count asks for work due before this minute. */
export function pathAt(path: string, now: Date): string {
  if (!path.includes(DUE_BEFORE_NOW)) return path;
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return path.replace(DUE_BEFORE_NOW, encodeURIComponent(minute.toISOString()));
}
