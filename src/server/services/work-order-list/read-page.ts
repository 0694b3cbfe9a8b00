import { inArray, type SQL, sql } from 'drizzle-orm';
import { encodeWorkOrderCursor } from '#shared/schemas/work-order-cursor.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { workOrders } from '../../db/schema.ts';
import type { ListPlan } from './plan.ts';
import { indexedPageIds } from './read-page/keyset.ts';
import { cachedListTotal } from './read-page/list-totals.ts';
import { literalLimit } from './read-page/literal-limit.ts';
import { keyedPageRows, type PageRow, pageColumns, pageRows, type Shape } from './read-page/page-rows.ts';
import { searchStatements } from './read-page/search-page.ts';

/**
 * The second stage of a list read: the page the plan asks for, read the way it names (the whole
 * list, a page in index order, a page of matches sorted after reading them all, or a search page in
 * its own order), with the size of the whole filtered list.
 */

type Page = { page: PageRow[]; total: number; nextCursor?: string };
type PlanOf<Read extends ListPlan['read']> = Extract<ListPlan, { read: Read }>;

async function countMatching(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(workOrders).where(where);
  return row?.n ?? 0;
}

/** The size of the filtered list, shared between requests for the same filters (list-totals.ts). */
function sharedTotal(db: Db, plan: PlanOf<'whole' | 'indexed'>): Promise<number> {
  return cachedListTotal(db, plan.totalKey, () => countMatching(db, plan.where));
}

/** Without a limit: the whole filtered list, counted alongside. */
async function wholeList(db: Db, plan: PlanOf<'whole'>, shape: Shape): Promise<Page> {
  const [page, count] = await Promise.all([
    pageRows(db, plan.where, plan.order, plan.withLatest, shape).offset(plan.offset),
    sharedTotal(db, plan),
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
async function indexedPage(db: Db, plan: PlanOf<'indexed'>, shape: Shape): Promise<Page> {
  const { limit, sort } = plan;
  const { ids, cursorKey } = indexedPageIds(db, plan);
  const [rows, count] = await Promise.all([
    keyedPageRows(db, inArray(workOrders.id, ids), plan.order, plan.withLatest, shape, cursorKey),
    sharedTotal(db, plan),
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
async function matchedPage(db: Db, plan: PlanOf<'matched'>, shape: Shape): Promise<Page> {
  const { where, order, limit, offset } = plan;
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
  const page = await pageRows(db, inArray(workOrders.id, ids), order, plan.withLatest, shape);
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
async function searchPage(db: Db, plan: PlanOf<'search'>, shape: Shape): Promise<Page> {
  const { rankedIds, count } = searchStatements(
    plan.filters,
    plan.search,
    plan.order,
    plan.limit,
    plan.offset,
  );
  const ranked = db
    .$with('search_page', { id: sql<number>`id`.as('id'), rank: sql<number>`rank`.as('rank') })
    .as(rankedIds);
  const rows = db
    .with(ranked)
    .select(pageColumns(shape, plan.withLatest))
    .from(workOrders)
    // Named in full: drizzle writes the CTE's fields unqualified, and "id" is also the order's.
    .innerJoin(ranked, sql`"search_page"."id" = ${workOrders.id}`)
    .orderBy(sql`"search_page"."rank"`);
  const total = cachedListTotal(db, plan.totalKey, async () => {
    const [row] = await queryRows<{ n: number }>(db, count);
    return Number(row?.n ?? 0);
  });
  const [page, matches] = await Promise.all([rows, total]);
  return { page, total: matches };
}

/** One page of a list and the size of the whole filtered list, as the plan says to read them. */
export function readPage(db: Db, plan: ListPlan, shape: Shape): Promise<Page> {
  switch (plan.read) {
    case 'search':
      return searchPage(db, plan, shape);
    case 'whole':
      return wholeList(db, plan, shape);
    case 'matched':
      return matchedPage(db, plan, shape);
    case 'indexed':
      return indexedPage(db, plan, shape);
  }
}
