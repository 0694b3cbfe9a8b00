import type { WorkOrderListQuery } from '#shared/schemas/list-query.ts';
import type { PausedJobListItem, WorkOrderListItem } from '#shared/schemas/work-order.ts';
import type { Db } from '../db/client.ts';
import { cachedListTotal } from './list-totals.ts';
import { listConditions, listFilters, listOrder, type WorkOrderScope } from './work-order-filters.ts';
import { type LatestComment, type ListRow, toListItem } from './work-order-list-item.ts';
import {
  countMatching,
  indexedPage,
  matchedPage,
  type Page,
  searchPage,
  wholeList,
} from './work-order-list-pages.ts';
import type { Shape } from './work-order-page-rows.ts';
import { searchOrderFor } from './work-order-search.ts';
import { toWorkOrder, type WorkOrderRow } from './work-order-view.ts';

/** What a list's total depends on: its scope and filters, not its page or order. */
function totalKey(scope: WorkOrderScope, query: WorkOrderListQuery): string {
  return JSON.stringify([
    scope,
    query.status,
    query.priority,
    query.type,
    query.assignee,
    query.search,
    query.dueAfter,
    query.dueBefore,
  ]);
}

/** One page of a list and the size of the whole filtered list, filtered in SQL. */
async function listPage(
  db: Db,
  scope: WorkOrderScope,
  query: WorkOrderListQuery,
  shape: Shape,
): Promise<Page> {
  const filters = listFilters(scope, query);
  const searchOrder = query.search ? searchOrderFor(query.sort, filters.statuses) : undefined;
  if (query.search && searchOrder) {
    return searchPage(db, filters, query.search, searchOrder, query, totalKey(scope, query), shape);
  }
  const where = listConditions(scope, query);
  const order = listOrder(query);
  const unordered = Boolean(query.search) || query.assignee !== undefined;
  const total = () => cachedListTotal(db, totalKey(scope, query), () => countMatching(db, where));
  const withLatest = !query.lightweight;
  if (query.limit === undefined) return wholeList(db, where, order, query.offset, total, withLatest, shape);
  // The query schema refuses a cursor with a search or an employee filter: those pages have no cursor.
  return unordered
    ? matchedPage(db, where, order, query.limit, query.offset, withLatest, shape)
    : indexedPage(db, where, order, { ...query, limit: query.limit }, total, withLatest, shape);
}

/** json_build_object writes a timestamptz as PostgreSQL text: the API answers ISO 8601 in UTC. */
const latestCommentOf = (latest: LatestComment | null) =>
  latest && { ...latest, createdAt: new Date(latest.createdAt).toISOString() };

/**
 * A page of tasks (every order, or those needing follow-up): each row as its card or list row shows
 * it (WorkOrderListItemSchema). With `lightweight` (the phone pages) no latest note is read.
 */
export async function listWorkOrders(
  db: Db,
  scope: Exclude<WorkOrderScope, 'on-hold'>,
  query: WorkOrderListQuery,
): Promise<{ rows: WorkOrderListItem[]; total: number; nextCursor?: string }> {
  const { page, total, nextCursor } = await listPage(db, scope, query, 'card');
  const rows = page.map(({ order, assignees, commentCount, latest }) =>
    toListItem(
      order as ListRow,
      assignees,
      commentCount,
      latestCommentOf(latest),
      query.lightweight === true,
    ),
  );
  return { rows, total, ...(nextCursor ? { nextCursor } : {}) };
}

/** A page of the paused jobs, every field of each: Paused Jobs filters, shows and exports them. */
export async function listPausedJobs(
  db: Db,
  query: WorkOrderListQuery,
): Promise<{ rows: PausedJobListItem[]; total: number; nextCursor?: string }> {
  const { page, total, nextCursor } = await listPage(db, 'on-hold', query, 'full');
  const rows = page.map(({ order, assignees, commentCount, latest }) => ({
    ...toWorkOrder(order as WorkOrderRow, assignees),
    commentCount,
    latestComment: latestCommentOf(latest),
  }));
  return { rows, total, ...(nextCursor ? { nextCursor } : {}) };
}
