import { inArray, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_WORK_ORDER_SORT } from '#shared/domain/work-order-sorts.ts';
import type { WorkOrderListQuery } from '#shared/schemas/list-query.ts';
import { encodeWorkOrderCursor } from '#shared/schemas/work-order-cursor.ts';
import { type Db, queryRows } from '../db/client.ts';
import { literalLimit } from '../db/literal-limit.ts';
import { workOrders } from '../db/schema.ts';
import { cachedListTotal } from './list-totals.ts';
import { cursorKeyOf, idsAfterCursor } from './work-order-keyset.ts';
import { keyedPageRows, type PageRow, pageColumns, pageRows, type Shape } from './work-order-page-rows.ts';
import {
  countSearchMatches,
  rankedSearchIds,
  type SearchFilters,
  type SearchOrder,
  searchTerms,
} from './work-order-search.ts';

/**
 * The ways a list page is read (work-order-list.ts chooses one): the whole list, a page in index
 * order, a page of matches sorted after reading them all, and a page of a search in its own order.
 */

export type Page = { page: PageRow[]; total: number; nextCursor?: string };

export async function countMatching(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(workOrders).where(where);
  return row?.n ?? 0;
}

/** Without a limit: the whole filtered list (SPEC 7), counted alongside. */
export async function wholeList(
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
export async function indexedPage(
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
export async function matchedPage(
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
export async function searchPage(
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
    .select(pageColumns(shape, !query.lightweight))
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
