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

/** What every read needs: the offset, and whether each card's newest note is read (not on the phone pages). */
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

/**
 * The plan of one list read. Its helpers are called once each, in this order: the key of the
 * list's total, the filters (a 400 for a value no filter knows), the phone number a search may be,
 * the search's words and job number, then the order the page is read in, which depends on the
 * three before it.
 */
export function planList(scope: WorkOrderScope, query: WorkOrderListQuery): ListPlan {
  const total = totalKey(scope, query);
  const filters = listFilters(scope, query);
  const text = query.search;
  const phone = text ? customerPhoneMatch(text) : undefined;
  const search = text ? searchMatch(text, phone) : undefined;
  const order = pageOrder(query.sort, filters.statuses, search);
  const common = { withLatest: !query.lightweight, offset: query.offset };
  if ('searchOrder' in order) {
    return {
      ...common,
      read: 'search',
      filters,
      search: order.search,
      order: order.searchOrder,
      limit: query.limit,
      totalKey: total,
    };
  }
  // Live orders only (ADR 029): the id sets of a search or an employee filter may name deleted
  // orders, this condition on the list itself leaves them out.
  const where = and(isLive, filters.status, filters.others, search?.anyMatch);
  if (query.limit === undefined) {
    return { ...common, read: 'whole', where, order: order.list, totalKey: total };
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
    totalKey: total,
  };
}
