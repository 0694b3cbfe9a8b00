import { inArray, type SQL, sql } from 'drizzle-orm';
import { clipText, MOBILE_CARD_PREVIEW_LENGTH } from '../../shared/domain/clip-text.ts';
import type { WorkOrderListQuery } from '../../shared/schemas/list-query.ts';
import type { WorkOrderListItem } from '../../shared/schemas/work-order.ts';
import { type Db, queryRows } from '../db/client.ts';
import { comments, employees, workOrders } from '../db/schema.ts';
import { cachedListTotal } from './list-totals.ts';
import { listConditions, listOrder, type WorkOrderScope } from './work-order-filters.ts';
import { loadAssignees, toWorkOrder, type WorkOrderRow } from './work-order-view.ts';

type LatestComment = { content: string; createdAt: string; authorName: string | null };
type SummaryRow = {
  id: number;
  commentCount: number;
  content: string | null;
  createdAt: Date | string | null;
  authorName: string | null;
};

/**
 * Comment counts and the newest comment (with its author) of each order on the page, in one
 * statement for any page size: a count and a LATERAL newest-first lookup per order, both on
 * comments_work_order_created_idx.
 */
async function loadCommentSummaries(db: Db, ids: number[], withLatest: boolean) {
  const counts = new Map<number, number>();
  const latest = new Map<number, LatestComment>();
  if (ids.length === 0) return { counts, latest };
  const newest = withLatest
    ? sql`select ${comments.content} as content, ${comments.createdAt} as created_at, ${employees.name} as author_name
        from ${comments} left join ${employees} on ${employees.id} = ${comments.authorId}
        where ${comments.workOrderId} = page.id
        order by ${comments.createdAt} desc nulls last, ${comments.id} desc
        limit 1`
    : sql`select null::text as content, null::timestamptz as created_at, null::text as author_name`;
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select page.id as "id",
        (select count(*) from ${comments} where ${comments.workOrderId} = page.id)::int as "commentCount",
        newest.content as "content", newest.created_at as "createdAt", newest.author_name as "authorName"
      from (select ${workOrders.id} as id from ${workOrders} where ${inArray(workOrders.id, ids)}) as page
      left join lateral (${newest}) as newest on true`,
  );
  for (const row of rows) {
    counts.set(row.id, row.commentCount);
    if (row.content !== null && row.createdAt !== null) {
      latest.set(row.id, {
        content: row.content,
        createdAt: new Date(row.createdAt).toISOString(),
        authorName: row.authorName,
      });
    }
  }
  return { counts, latest };
}

type Page = { page: WorkOrderRow[]; total: number };

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
): Promise<Page> {
  const [page, count] = await Promise.all([
    db
      .select()
      .from(workOrders)
      .where(where)
      .orderBy(...order)
      .offset(offset),
    total(),
  ]);
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
) {
  const ids = db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [page, count] = await Promise.all([
    db
      .select()
      .from(workOrders)
      .where(inArray(workOrders.id, ids))
      .orderBy(...order),
    total(),
  ]);
  return { page, total: count };
}

/**
 * A page of a search or an employee filter: the matches come from several indexes in no useful
 * order, so every match is read to sort them anyway. A window count in that same pass gives the
 * total, where a separate count would run the whole search a second time.
 */
async function matchedPage(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
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
  const page = await db
    .select()
    .from(workOrders)
    .where(inArray(workOrders.id, ids))
    .orderBy(...order);
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
  const { page, total: size } =
    query.limit === undefined
      ? await wholeList(db, where, order, query.offset, total)
      : unordered
        ? await matchedPage(db, where, order, query.limit, query.offset)
        : await indexedPage(db, where, order, query.limit, query.offset, total);
  const ids = page.map((row) => row.id);
  const [assignees, summaries] = await Promise.all([
    loadAssignees(db, ids),
    loadCommentSummaries(db, ids, !query.lightweight),
  ]);
  const rows = page.map((row): WorkOrderListItem => {
    const item = toWorkOrder(row, assignees.get(row.id) ?? []);
    if (query.lightweight) {
      // The mobile list: no notes, descriptions cut as a card shows them (SPEC 2: 100 characters and
      // '...', so the phone can tell a cut description from a short one).
      return {
        ...item,
        description: clipText(item.description, MOBILE_CARD_PREVIEW_LENGTH),
        notes: null,
        commentCount: summaries.counts.get(row.id) ?? 0,
        latestComment: null,
      };
    }
    return {
      ...item,
      commentCount: summaries.counts.get(row.id) ?? 0,
      latestComment: summaries.latest.get(row.id) ?? null,
    };
  });
  return { rows, total: size };
}
