import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { type LiveEventData, parseLiveEventData } from '#shared/domain/live-events.ts';
import {
  liveRefetchDelayMs,
  mayChangeCount,
  mayChangeListPage,
  type ShownCount,
} from '#shared/domain/live-list-relevance.ts';
import { queryKeys } from '../query-keys.ts';
import { wasDeletedHere } from './deleted-here.ts';
import type { LiveMessage } from './event-stream-reader.ts';

/** The schedule's reads that hold no work order: a work order's change leaves them alone. */
const SCHEDULE_SETTINGS = new Set<unknown>([
  queryKeys.schedule.technicians[1],
  queryKeys.schedule.timeOff()[1],
  queryKeys.schedule.companySettings[1],
]);
const isWorkOfSchedule = (query: Query) => !SCHEDULE_SETTINGS.has(query.queryKey[1]);

/** What the need-follow-up list holds: work that is not finished. */
const UNFINISHED = ['open', 'in-progress', 'on-hold'];

/**
 * The statuses a work-order list query is limited to, from its key: the paused list holds on-hold
 * work, the follow-up list unfinished work, and either list may be narrowed by a `status` filter
 * (a comma list). Null for a list of any status.
 */
function listStatuses(queryKey: QueryKey): readonly string[] | null {
  const [, family, params] = queryKey as readonly [unknown, unknown, { status?: unknown } | undefined];
  const filter = typeof params?.status === 'string' ? params.status.split(',') : null;
  if (family === 'on-hold') return ['on-hold'];
  return filter ?? (family === 'need-follow-up' ? UNFINISHED : null);
}

/** The work order's field each list filter of a count reads. */
const FILTER_FIELDS: Record<string, string> = {
  dueBefore: 'dueDate',
  dueAfter: 'dueDate',
  priority: 'priority',
  type: 'type',
};
/** The need-follow-up list: unfinished work of the follow-up type, with a follow-up reason, or overdue. */
const NEED_FOLLOW_UP_FIELDS = ['type', 'followUpReason', 'dueDate'];
/** A list query's parameters that shape its page, not which orders it counts. */
const PAGE_PARAMS = new Set(['status', 'view', 'limit']);

/**
 * What a count query shows depends on (only a list's size is shown: the sidebar's badge, the
 * dashboard's counts), from its key: null when it is not a count, or when one of its filters reads
 * what a change's fields do not tell (an assignee, a hand-back, a search).
 */
function shownCount(queryKey: QueryKey): ShownCount | null {
  const [, family, params] = queryKey as readonly [unknown, unknown, Record<string, unknown> | undefined];
  if (!params) return null;
  if (family === 'need-follow-up') {
    const onlyCount = params.count === true && Object.keys(params).length === 1;
    return onlyCount ? { statuses: UNFINISHED, filterFields: NEED_FOLLOW_UP_FIELDS } : null;
  }
  const { view, status } = params;
  if (family !== 'list' || typeof view !== 'string' || !view.endsWith('-count')) return null;
  if (typeof status !== 'string') return null;
  const filterFields: string[] = [];
  for (const name of Object.keys(params)) {
    if (PAGE_PARAMS.has(name)) continue;
    const field = FILTER_FIELDS[name];
    if (!field) return null;
    filterFields.push(field);
  }
  return { statuses: status.split(','), filterFields };
}

/**
 * The rows a list query holds, whatever its shape: the rows themselves, one page (`rows`, or the
 * phone's `jobs`), the pages of a paged list, or none for a count.
 */
function rowsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (typeof data !== 'object' || data === null) return [];
  const { rows, jobs, pages } = data as Record<string, unknown>;
  if (Array.isArray(pages)) return pages.flatMap(rowsOf);
  return Array.isArray(rows) ? rows : Array.isArray(jobs) ? jobs : [];
}

const holds = (data: unknown, workOrderId: number | undefined) =>
  rowsOf(data).some((row) => (row as { id?: unknown } | null)?.id === workOrderId);

/**
 * Turns change messages into refetches of exactly what they affect (ADR 044): a work order's
 * change (a visit's included) refreshes the lists, the dashboard, the schedule and that order's open detail; a notification the
 * bell and the notifications list; a reset everything on screen. Only queries on screen refetch
 * at once; the rest are marked stale.
 *
 * A list limited to some statuses is left alone when no change of the moment can concern it
 * (issue 39): the order is not on it and was outside its statuses before and after the change. A
 * count is left alone when no change of the moment moved an order in or out of what it counts.
 * The changes of a moment are applied together after a short random wait (liveRefetchDelayMs),
 * so the screens told of one change do not all ask the server in the same millisecond.
 */
export function createLiveEventApplier(
  queryClient: QueryClient,
  random: () => number = Math.random,
): (message: LiveMessage) => void {
  const workOrderChanges: LiveEventData[] = [];
  let notifications = false;
  let reset = false;
  let scheduled = false;

  /** Whether one of the moment's changes may alter this list as the screen holds it. */
  const mayChange = (query: Query) => {
    const count = shownCount(query.queryKey);
    const statuses = listStatuses(query.queryKey);
    return workOrderChanges.some(
      (change) =>
        mayChangeListPage({ statuses, holdsOrder: holds(query.state.data, change.workOrderId) }, change) &&
        (count === null || mayChangeCount(count, change)),
    );
  };

  const flush = () => {
    scheduled = false;
    if (reset) {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    } else {
      if (workOrderChanges.length > 0) {
        const { lists, onHoldLists, needFollowUpLists } = queryKeys.workOrders;
        for (const queryKey of [lists(), onHoldLists(), needFollowUpLists()]) {
          void queryClient.invalidateQueries({ queryKey, predicate: mayChange });
        }
        void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
        for (const id of new Set(workOrderChanges.map((change) => change.workOrderId))) {
          if (id === undefined || wasDeletedHere(id)) continue;
          void queryClient.invalidateQueries({ queryKey: queryKeys.workOrders.detail(id) });
        }
        void queryClient.invalidateQueries({ queryKey: queryKeys.activity.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.deletedWorkOrders.all });
        // A visit.changed, and any order's change: the board's visits, its tray (made of orders) and
        // a visit's hand-back; not the technicians' hours, time off or company settings, which no
        // work order holds (asked again on every change, they were three of every four board reads).
        void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.all, predicate: isWorkOfSchedule });
      }
      if (notifications) void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
    }
    workOrderChanges.length = 0;
    notifications = reset = false;
  };

  return (message) => {
    const parsed = parseLiveEventData(message.data);
    if (!parsed) return;
    const { kind } = parsed;
    if (kind === 'reset') reset = true;
    else if (kind.startsWith('notification.')) notifications = true;
    else workOrderChanges.push(parsed);
    if (!scheduled) {
      scheduled = true;
      setTimeout(flush, liveRefetchDelayMs(random));
    }
  };
}
