import { and, type SQL } from 'drizzle-orm';
import { DEFAULT_WORK_ORDER_SORT, type WorkOrderSort } from '#shared/domain/work-order-sorts.ts';
import type { WorkOrderListQuery } from '#shared/schemas/list-query.ts';
import type { WorkOrderCursor } from '#shared/schemas/work-order-cursor.ts';
import { isLive } from '../live-work-orders.ts';
import { type ListFilters, listFilters, type WorkOrderScope } from './plan/filters.ts';
import { customerPhoneMatch } from './plan/phone-search.ts';
import { type SearchMatch, searchMatch } from './plan/search-terms.ts';
import { pageOrder, type SearchOrder } from './plan/sort-order.ts';

/**
 * The first stage of a list read: what to read, worked out from the query once. The filters, the
 * search's conditions (its words, a job number, a phone number) and the order are each computed
 * here and handed on; read-page.ts only runs them.
 */

/** What every read needs: whether each card's newest note is read (not on the phone pages). */
type Common = { withLatest: boolean; offset: number };

/** The pages whose total is shared between requests (read-page/list-totals.ts), under this key. */
type Totalled = { totalKey: string };

export type ListPlan =
  /** A search read in its own order from work_order_search's indexes, its total counted apart. */
  | (Common &
      Totalled & {
        read: 'search';
        filters: ListFilters;
        search: SearchMatch;
        order: SearchOrder;
        limit: number | undefined;
      })
  /** No limit: the whole filtered list. */
  | (Common & Totalled & { read: 'whole'; where: SQL | undefined; order: SQL[] })
  /** A search in another order, or an employee's orders: every match read and sorted. */
  | (Common & { read: 'matched'; where: SQL | undefined; order: SQL[]; limit: number })
  /** A page read in index order, from an offset or after a cursor. */
  | (Common &
      Totalled & {
        read: 'indexed';
        where: SQL | undefined;
        order: SQL[];
        sort: WorkOrderSort;
        limit: number;
        cursor: WorkOrderCursor | undefined;
      });

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

export function planList(scope: WorkOrderScope, query: WorkOrderListQuery): ListPlan {
  const filters = listFilters(scope, query);
  const text = query.search;
  const search = text ? searchMatch(text, customerPhoneMatch(text)) : undefined;
  const order = pageOrder(query.sort, filters.statuses, search);
  const common = { withLatest: !query.lightweight, offset: query.offset };
  if ('searchOrder' in order) {
    const { limit } = query;
    const searchOrder = order.searchOrder;
    return {
      ...common,
      read: 'search',
      filters,
      search: order.search,
      order: searchOrder,
      limit,
      totalKey: totalKey(scope, query),
    };
  }
  // Live orders only (ADR 029): the id sets of a search or an employee filter may name deleted
  // orders, this condition on the list itself leaves them out.
  const where = and(isLive, filters.status, filters.others, search?.anyMatch);
  if (query.limit === undefined) {
    return { ...common, read: 'whole', where, order: order.list, totalKey: totalKey(scope, query) };
  }
  // The query schema refuses a cursor with a search or an employee filter: those pages have no cursor.
  if (search || query.assignee !== undefined) {
    return { ...common, read: 'matched', where, order: order.list, limit: query.limit };
  }
  return {
    ...common,
    read: 'indexed',
    where,
    order: order.list,
    sort: query.sort ?? DEFAULT_WORK_ORDER_SORT,
    limit: query.limit,
    cursor: query.cursor,
    totalKey: totalKey(scope, query),
  };
}
