import { inArray, type SQL, sql } from 'drizzle-orm';
import { clipText, MOBILE_CARD_PREVIEW_LENGTH } from '../../shared/domain/clip-text.ts';
import type { WorkOrderListQuery } from '../../shared/schemas/list-query.ts';
import type { AssignedEmployee, WorkOrderListItem } from '../../shared/schemas/work-order.ts';
import type { Db } from '../db/client.ts';
import { workOrders } from '../db/schema.ts';
import { cachedListTotal } from './list-totals.ts';
import { listConditions, listOrder, type WorkOrderScope } from './work-order-filters.ts';
import { toWorkOrder, type WorkOrderRow } from './work-order-view.ts';

type LatestComment = { content: string; createdAt: string; authorName: string | null };

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
  order: WorkOrderRow;
  assignees: AssignedEmployee[];
  commentCount: number;
  latest: LatestComment | null;
};

/** The rows of a page whose order ids `which` selects, in `order`, with their card extras. */
function pageRows(db: Db, which: SQL | undefined, order: SQL[], withLatest: boolean) {
  return db
    .select({ order: workOrders, ...enrichedColumns(withLatest) })
    .from(workOrders)
    .where(which)
    .orderBy(...order);
}

type Page = { page: PageRow[]; total: number };

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
): Promise<Page> {
  const [page, count] = await Promise.all([pageRows(db, where, order, withLatest).offset(offset), total()]);
  return { page, total: count };
}

/**
 * A page read in index order. Its ids are chosen before any other column is read, so the rows an
 * offset skips are walked in the index alone (80 000 index entries rather than 80 000 table rows
 * for a deep page); then only the page's rows are fetched.
 */
async function indexedPage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
  total: () => Promise<number>,
  withLatest: boolean,
) {
  const ids = db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [page, count] = await Promise.all([
    pageRows(db, inArray(workOrders.id, ids), order, withLatest),
    total(),
  ]);
  return { page, total: count };
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
) {
  const matches = await db
    .select({ id: workOrders.id, total: sql<number>`(count(*) over ())::int` })
    .from(workOrders)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  // Past the end no row carries the total: count it separately.
  if (matches.length === 0) return { page: [], total: offset === 0 ? 0 : await countMatching(db, where) };
  const ids = matches.map((match) => match.id);
  const page = await pageRows(db, inArray(workOrders.id, ids), order, withLatest);
  return { page, total: matches[0]?.total ?? 0 };
}

/** One page of a work-order list and the size of the whole filtered list, filtered in SQL. */
export async function listWorkOrders(
  db: Db,
  scope: WorkOrderScope,
  query: WorkOrderListQuery,
): Promise<{ rows: WorkOrderListItem[]; total: number }> {
  const where = listConditions(scope, query);
  const order = listOrder(query);
  const unordered = Boolean(query.search) || query.assignee !== undefined;
  const total = () => cachedListTotal(db, totalKey(scope, query), () => countMatching(db, where));
  const withLatest = !query.lightweight;
  const { page, total: size } =
    query.limit === undefined
      ? await wholeList(db, where, order, query.offset, total, withLatest)
      : unordered
        ? await matchedPage(db, where, order, query.limit, query.offset, withLatest)
        : await indexedPage(db, where, order, query.limit, query.offset, total, withLatest);
  const rows = page.map(({ order: row, assignees, commentCount, latest }): WorkOrderListItem => {
    const item = toWorkOrder(row, assignees);
    if (query.lightweight) {
      // The mobile list: no notes, descriptions cut as a card shows them (SPEC 2: 100 characters and
      // '...', so the phone can tell a cut description from a short one).
      return {
        ...item,
        description: clipText(item.description, MOBILE_CARD_PREVIEW_LENGTH),
        notes: null,
        commentCount,
        latestComment: null,
      };
    }
    return {
      ...item,
      commentCount,
      // json_build_object writes a timestamptz as PostgreSQL text: the API answers ISO 8601 in UTC.
      latestComment: latest && { ...latest, createdAt: new Date(latest.createdAt).toISOString() },
    };
  });
  return { rows, total: size };
}
