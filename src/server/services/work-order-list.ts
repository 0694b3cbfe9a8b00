import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WorkOrderListQuery } from '../../shared/schemas/list-query.ts';
import type { WorkOrderListItem } from '../../shared/schemas/work-order.ts';
import type { Db } from '../db/client.ts';
import { comments, employees, workOrders } from '../db/schema.ts';
import { listConditions, listOrder, type WorkOrderScope } from './work-order-filters.ts';
import { loadAssignees, toWorkOrder } from './work-order-view.ts';

/** The mobile list shows at most 100 characters of a description (SPEC 2). */
const LIGHTWEIGHT_DESCRIPTION_LENGTH = 100;

type LatestComment = { content: string; createdAt: string; authorName: string | null };

/** Comment counts and the newest comment of each order on the page: two queries for any page size. */
async function loadCommentSummaries(db: Db, ids: number[], withLatest: boolean) {
  const counts = new Map<number, number>();
  const latest = new Map<number, LatestComment>();
  if (ids.length === 0) return { counts, latest };
  const countRows = await db
    .select({ workOrderId: comments.workOrderId, n: count() })
    .from(comments)
    .where(inArray(comments.workOrderId, ids))
    .groupBy(comments.workOrderId);
  for (const row of countRows) counts.set(row.workOrderId, row.n);
  if (!withLatest) return { counts, latest };
  const latestRows = await db
    .selectDistinctOn([comments.workOrderId], {
      workOrderId: comments.workOrderId,
      content: comments.content,
      createdAt: comments.createdAt,
      authorName: employees.name,
    })
    .from(comments)
    .leftJoin(employees, eq(employees.id, comments.authorId))
    .where(inArray(comments.workOrderId, ids))
    .orderBy(comments.workOrderId, desc(comments.createdAt), desc(comments.id));
  for (const row of latestRows) {
    latest.set(row.workOrderId, {
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      authorName: row.authorName,
    });
  }
  return { counts, latest };
}

/** One page of a work-order list and the size of the whole filtered list, filtered in SQL. */
export async function listWorkOrders(
  db: Db,
  scope: WorkOrderScope,
  query: WorkOrderListQuery,
): Promise<{ rows: WorkOrderListItem[]; total: number }> {
  const where = listConditions(scope, query);
  const pageQuery = db
    .select()
    .from(workOrders)
    .where(where)
    .orderBy(...listOrder(query))
    .offset(query.offset);
  const [page, totals] = await Promise.all([
    query.limit === undefined ? pageQuery : pageQuery.limit(query.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(workOrders).where(where),
  ]);
  const ids = page.map((row) => row.id);
  const [assignees, summaries] = await Promise.all([
    loadAssignees(db, ids),
    loadCommentSummaries(db, ids, !query.lightweight),
  ]);
  const rows = page.map((row): WorkOrderListItem => {
    const order = toWorkOrder(row, assignees.get(row.id) ?? []);
    if (query.lightweight) {
      // The mobile list: no notes, descriptions cut to what a card shows.
      return {
        ...order,
        description: order.description.slice(0, LIGHTWEIGHT_DESCRIPTION_LENGTH),
        notes: null,
        commentCount: summaries.counts.get(row.id) ?? 0,
        latestComment: null,
      };
    }
    return {
      ...order,
      commentCount: summaries.counts.get(row.id) ?? 0,
      latestComment: summaries.latest.get(row.id) ?? null,
    };
  });
  return { rows, total: totals[0]?.n ?? 0 };
}
