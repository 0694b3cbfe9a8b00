import type { ShownCount } from '../src/shared/domain/live-list-relevance.ts';
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
   * The statuses a work-order list is limited to, checked with mayChangeListPage against each
   * change, as the client's live updates do (src/client/lib/live-updates/apply-live-events.ts);
   * null for the pages the client asks for again after every change (the board's, the dashboard's
   * own cards, a list of any status).
   */
  statuses: readonly string[] | null;
  /**
   * For a count (only the list's size is shown), what it depends on, checked with mayChangeCount
   * as the client does; the statuses above are then those of the count.
   */
  count?: ShownCount;
};

export type ScreenKind = 'current tasks' | 'board' | 'dashboard';

/** Out of every four screens: two on Current Tasks, one on the board, one on the dashboard. */
export const SCREEN_MIX: readonly ScreenKind[] = ['current tasks', 'board', 'current tasks', 'dashboard'];

/** Rows of a task list's page (get-work-order-pages.ts); the dashboard's cards ask for fewer. */
const TASK_PAGE_SIZE = '100';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The statuses of the work the client's Current Tasks and dashboard cards ask for. */
const ACTIVE = ['open', 'in-progress'];
/** The sidebar's Tasks badge, around every screen: the need-follow-up list (unfinished work) and its size. */
const UNFINISHED = ['open', 'in-progress', 'on-hold'];
const SIDEBAR_BADGE: LivePage = {
  path: '/api/work-orders-need-follow-up?limit=1',
  statuses: UNFINISHED,
  count: { statuses: UNFINISHED, filterFields: ['type', 'followUpReason', 'dueDate'] },
};

/** What a screen needs to build its pages: the board's day and the company's (and browser's) zone. */
export type PageContext = { day: string; timeZone: string };

export function pagesOf(kind: ScreenKind, context: PageContext): LivePage[] {
  const always = (path: string): LivePage => ({ path, statuses: null });
  const tz = { tz: context.timeZone };
  if (kind === 'current tasks') {
    // /tasks as it opens: open and in-progress work, the soonest due first, the first page.
    const params = { sort: 'dueDate', status: ACTIVE.join(','), limit: TASK_PAGE_SIZE, offset: '0' };
    return [{ path: `/api/work-orders?${query(params)}`, statuses: ACTIVE }, SIDEBAR_BADGE];
  }
  if (kind === 'board') {
    // The day view: its visits and tray are asked again after a change; the company settings,
    // technicians' hours and time off it also shows hold no work order, and are not.
    const range = dayRange(context.day, context.timeZone);
    return [always(`/api/visits?${query(range)}`), always('/api/schedule/tray'), SIDEBAR_BADGE];
  }
  return [
    always(`/api/dashboard/stats?${query(tz)}`),
    {
      path: `/api/work-orders?status=open%2Cin-progress&dueBefore=${DUE_BEFORE_NOW}&limit=1`,
      statuses: ACTIVE,
      count: { statuses: ACTIVE, filterFields: ['dueDate'] },
    },
    always(`/api/work-orders?${query({ handBack: 'awaiting-review', limit: '1' })}`),
    {
      path: `/api/work-orders?${query({ status: 'open,in-progress', sort: '-createdAt', limit: '8' })}`,
      statuses: ACTIVE,
    },
    { path: `/api/work-orders/on-hold?${query({ sort: 'pausedAt', limit: '6' })}`, statuses: ['on-hold'] },
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
