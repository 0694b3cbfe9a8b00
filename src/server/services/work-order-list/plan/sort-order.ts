import { asc, type Column, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_WORK_ORDER_SORT } from '#shared/domain/work-order-sorts.ts';
import type { WorkOrderStatus } from '#shared/domain/work-order-status.ts';
import type { WorkOrderListQuery } from '#shared/schemas/list-query.ts';
import { workOrders } from '../../../db/schema.ts';

/**
 * How a search page is read: in `key` order (newest created, or newest completed), and with `tiers`
 * by relevance first: orders whose own text, job number or people match every word, then those
 * that need their comments or questions for it (ADR 035).
 */
export type SearchOrder = { key: 'created' | 'completed'; tiers: boolean };

/**
 * The order a page is read in: a search's own order when the page is a search that can be read in
 * one from an index, else the list's ORDER BY.
 */
type PageOrder<Search> = { search: Search; searchOrder: SearchOrder } | { list: SQL[] };

type Sort = WorkOrderListQuery['sort'];

export function pageOrder<Search>(
  sort: Sort,
  statuses: WorkOrderStatus[] | undefined,
  search: Search | undefined,
): PageOrder<Search> {
  const searchOrder = search === undefined ? undefined : searchOrderFor(sort, statuses);
  return search !== undefined && searchOrder ? { search, searchOrder } : { list: listOrder(sort) };
}

/**
 * The order of a search page, or undefined when the list's sort is one a search page cannot be read
 * in from an index (then every match is read and sorted). No sort: relevance, then the newest; a
 * list of completed work only is the newest completed first (the completed-tasks search).
 */
export function searchOrderFor(sort: Sort, statuses: WorkOrderStatus[] | undefined): SearchOrder | undefined {
  if (sort === undefined) {
    const completedOnly =
      statuses !== undefined && statuses.length > 0 && statuses.every((v) => v === 'completed');
    return { key: completedOnly ? 'completed' : 'created', tiers: true };
  }
  if (sort === '-createdAt') return { key: 'created', tiers: false };
  if (sort === '-completedAt') return { key: 'completed', tiers: false };
  return undefined;
}

/**
 * Drizzle declares `.desc()` index columns as DESC NULLS LAST, while a plain ORDER BY ... DESC means
 * NULLS FIRST, and PostgreSQL walks an index for an ORDER BY only when both agree (ascending, read
 * backwards: ASC NULLS FIRST). For the NOT NULL columns below (created_at, updated_at, id) spelling
 * out the index's null order changes no result and lets a page be read straight from
 * work_orders_created_idx, work_orders_status_created_idx or work_orders_updated_at_idx instead of
 * sorting every matching row.
 */
const newestFirst = (column: Column) => sql`${column} desc nulls last`;
const oldestFirst = (column: Column) => sql`${column} asc nulls first`;

function listOrder(sort: Sort): SQL[] {
  const tieBreak = newestFirst(workOrders.id);
  switch (sort ?? DEFAULT_WORK_ORDER_SORT) {
    case 'createdAt':
      return [oldestFirst(workOrders.createdAt), oldestFirst(workOrders.id)];
    case 'updatedAt':
      return [oldestFirst(workOrders.updatedAt), tieBreak];
    case '-updatedAt':
      return [newestFirst(workOrders.updatedAt), tieBreak];
    case 'dueDate':
      return [sql`${workOrders.dueDate} asc nulls last`, tieBreak];
    case '-dueDate':
      return [sql`${workOrders.dueDate} desc nulls last`, tieBreak];
    case 'completedAt':
      return [sql`${workOrders.completedAt} asc nulls last`, tieBreak];
    case '-completedAt':
      return [sql`${workOrders.completedAt} desc nulls last`, tieBreak];
    case 'pausedAt':
      return [sql`${workOrders.pausedAt} asc nulls last`, tieBreak];
    case '-pausedAt':
      return [sql`${workOrders.pausedAt} desc nulls last`, tieBreak];
    case 'priority':
      // A day's work: urgent first ('urgent' sorts after 'normal', the only two priorities
      // work_orders_priority_check allows), then due soonest, no due date last.
      return [
        sql`${workOrders.priority} desc nulls last`,
        sql`${workOrders.dueDate} asc nulls last`,
        tieBreak,
      ];
    case 'workOrderId':
      return [asc(workOrders.workOrderId), tieBreak];
    default:
      return [newestFirst(workOrders.createdAt), tieBreak];
  }
}
