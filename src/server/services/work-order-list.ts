import { inArray, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_WORK_ORDER_SORT } from '#shared/domain/work-order-sorts.ts';
import type { WorkOrderListQuery } from '#shared/schemas/list-query.ts';
import type { AssignedEmployee, PausedJobListItem, WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { type CursorValue, encodeWorkOrderCursor } from '#shared/schemas/work-order-cursor.ts';
import { type Db, queryRows } from '../db/client.ts';
import { literalLimit } from '../db/literal-limit.ts';
import { workOrders } from '../db/schema.ts';
import { cachedListTotal } from './list-totals.ts';
import { listConditions, listFilters, listOrder, type WorkOrderScope } from './work-order-filters.ts';
import { cursorKeyOf, idsAfterCursor } from './work-order-keyset.ts';
import { type LatestComment, type ListRow, listItemColumns, toListItem } from './work-order-list-item.ts';
import {
  countSearchMatches,
  rankedSearchIds,
  type SearchFilters,
  type SearchOrder,
  searchOrderFor,
  searchTerms,
} from './work-order-search.ts';
import { toWorkOrder, type WorkOrderRow } from './work-order-view.ts';

/**
 * Each order of the page with what its card shows beside its own columns, in the same statement:
 * its assigned employees, its comment count and its newest comment with the author's name, each a
 * correlated subquery on its own index (work_order_assignees by order, comments_work_order_created_idx).
 * One round trip per page instead of three (ADR 034).
 */
function enrichedColumns(withLatest: boolean) {
  // Written with aliases: drizzle leaves columns unqualified in a one-table select, and an
  // unqualified "id" or "created_at" here would bind to the subquery's own tables.
  // Each employee by primary key: joined instead, PostgreSQL read all employees once per order.
  const assignees = sql<AssignedEmployee[]>`coalesce((
      select json_agg((
          select json_build_object('id', e.id, 'name', e.name, 'photo', e.photo,
            'colorTheme', e.color_theme, 'employeeType', e.employee_type)
          from employees e where e.id = a.employee_id) order by a.created_at, a.employee_id)
      from work_order_assignees a
      where a.work_order_id = "work_orders"."id"), '[]'::json)`;
  const commentCount = sql<number>`(select count(*) from comments c where c.work_order_id = "work_orders"."id")::int`;
  const latest = withLatest
    ? sql<LatestComment | null>`(
        select json_build_object('content', c.content, 'createdAt', c.created_at,
          'authorName', (select e.name from employees e where e.id = c.author_id))
        from comments c
        where c.work_order_id = "work_orders"."id"
        order by c.created_at desc nulls last, c.id desc
        limit 1)`
    : sql<LatestComment | null>`null::json`;
  return { assignees, commentCount, latest };
}

type PageRow = {
  /** Every column for the paused jobs' list, the card's columns for the others. */
  order: WorkOrderRow | ListRow;
  assignees: AssignedEmployee[];
  commentCount: number;
  latest: LatestComment | null;
};

/** Which columns of each order a list reads: Paused Jobs shows and exports all of them. */
type Shape = 'full' | 'card';

/** The rows of a page whose order ids `which` selects, in `order`, with their card extras. */
function pageRows(db: Db, which: SQL | undefined, order: SQL[], withLatest: boolean, shape: Shape) {
  return db
    .select({ order: shape === 'full' ? workOrders : listItemColumns, ...enrichedColumns(withLatest) })
    .from(workOrders)
    .where(which)
    .orderBy(...order);
}

/** The same with each row's sort key as a cursor keeps it, for the pages that give a next cursor. */
function keyedPageRows(
  db: Db,
  which: SQL,
  order: SQL[],
  withLatest: boolean,
  shape: Shape,
  cursorKey: SQL<CursorValue[]>,
) {
  return db
    .select({
      order: shape === 'full' ? workOrders : listItemColumns,
      ...enrichedColumns(withLatest),
      cursorKey,
    })
    .from(workOrders)
    .where(which)
    .orderBy(...order);
}

type Page = { page: PageRow[]; total: number; nextCursor?: string };

async function countMatching(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(workOrders).where(where);
  return row?.n ?? 0;
}

/** What a list's total depends on: its scope and filters, not its page or order. */
function totalKey(scope: WorkOrderScope, query: WorkOrderListQuery): string {
  return JSON.stringify([scope, query.status, query.priority, query.type, query.assignee, query.search]);
}

/** Without a limit: the whole filtered list (SPEC 7), counted alongside. */
async function wholeList(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  offset: number,
  total: () => Promise<number>,
  withLatest: boolean,
  shape: Shape,
): Promise<Page> {
  const [page, count] = await Promise.all([
    pageRows(db, where, order, withLatest, shape).offset(offset),
    total(),
  ]);
  return { page, total: count };
}

/**
 * A page read in index order. Its ids are chosen before any other column is read, so the rows an
 * offset skips are walked in the index alone (80 000 index entries rather than 80 000 table rows
 * for a deep page); then only the page's rows are fetched. After a cursor, the walk starts at the
 * cursor's row instead (ADR 037). One row more than the page is read to know whether more follow:
 * then the page's last row gives the next page's cursor.
 */
async function indexedPage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  query: WorkOrderListQuery & { limit: number },
  total: () => Promise<number>,
  withLatest: boolean,
  shape: Shape,
): Promise<Page> {
  const sort = query.sort ?? DEFAULT_WORK_ORDER_SORT;
  const { limit, cursor } = query;
  const ids = cursor
    ? idsAfterCursor(db, where, cursor, limit + 1)
    : db
        .select({ id: workOrders.id })
        .from(workOrders)
        .where(where)
        .orderBy(...order)
        .limit(literalLimit(limit + 1))
        .offset(query.offset);
  const [rows, count] = await Promise.all([
    keyedPageRows(db, inArray(workOrders.id, ids), order, withLatest, shape, cursorKeyOf(sort)),
    total(),
  ]);
  const page = rows.slice(0, limit);
  const last = rows[limit - 1];
  const nextCursor =
    rows.length > limit && last
      ? encodeWorkOrderCursor({ sort, key: last.cursorKey, id: last.order.id })
      : undefined;
  return { page, total: count, ...(nextCursor ? { nextCursor } : {}) };
}

/**
 * A page of a search or an employee filter: the matches come from several indexes in no useful
 * order, so every match is read to sort them anyway. A window count in that same pass gives the
 * total, where a separate count would run the whole search a second time.
 */
async function matchedPage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
  withLatest: boolean,
  shape: Shape,
) {
  const matches = await db
    .select({ id: workOrders.id, total: sql<number>`(count(*) over ())::int` })
    .from(workOrders)
    .where(where)
    .orderBy(...order)
    .limit(literalLimit(limit))
    .offset(offset);
  // Past the end no row carries the total: count it separately.
  if (matches.length === 0) return { page: [], total: offset === 0 ? 0 : await countMatching(db, where) };
  const ids = matches.map((match) => match.id);
  const page = await pageRows(db, inArray(workOrders.id, ids), order, withLatest, shape);
  return { page, total: matches[0]?.total ?? 0 };
}

/**
 * A page of a search read in the search's order (ADR 035): the ranked ids of the page and their rows
 * in one statement. It begins with WITH, so the pool does not name it (ADR 038): PostgreSQL plans it
 * for each search's own words, walking an index in the page's order for a common word and looking a
 * rare one up in the GIN index, where one generic plan would do one of the two for every word.
 * The total is shared between requests like a list's (list-totals.ts): a common word's thousands of
 * matches are counted once per filter, not on every page.
 */
async function searchPage(
  db: Db,
  filters: SearchFilters,
  search: string,
  order: SearchOrder,
  query: WorkOrderListQuery,
  totalKeyText: string,
  shape: Shape,
): Promise<Page> {
  const terms = searchTerms(search);
  const ranked = db
    .$with('search_page', { id: sql<number>`id`.as('id'), rank: sql<number>`rank`.as('rank') })
    .as(rankedSearchIds(filters, terms, order, query.limit, query.offset));
  const rows = db
    .with(ranked)
    .select({
      order: shape === 'full' ? workOrders : listItemColumns,
      ...enrichedColumns(!query.lightweight),
    })
    .from(workOrders)
    // Named in full: drizzle writes the CTE's fields unqualified, and "id" is also the order's.
    .innerJoin(ranked, sql`"search_page"."id" = ${workOrders.id}`)
    .orderBy(sql`"search_page"."rank"`);
  const total = cachedListTotal(db, totalKeyText, async () => {
    const [row] = await queryRows<{ n: number }>(db, countSearchMatches(filters, terms));
    return Number(row?.n ?? 0);
  });
  const [page, count] = await Promise.all([rows, total]);
  return { page, total: count };
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
