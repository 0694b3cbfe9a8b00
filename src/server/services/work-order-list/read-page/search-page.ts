import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { workOrderSearch, workOrders } from '../../../db/schema.ts';
import { isLive } from '../../live-work-orders.ts';
import type { ListFilters } from '../plan/filters.ts';
import type { SearchMatch } from '../plan/search-terms.ts';
import type { SearchOrder } from '../plan/sort-order.ts';

/**
 * The SQL of a search page read in the search's own order (ADR 035), from the conditions the plan
 * worked out (plan/search-terms.ts) and the list's filters.
 */

const s = workOrderSearch;

const limitClause = (limit: number | undefined) => (limit === undefined ? sql`` : sql` limit ${limit}`);

/** The documents `match` finds, with the list's filters (the other ones through the order's row). */
function documentsWhere(match: SQL, filters: ListFilters, extra?: SQL): SQL {
  const join = filters.others ? sql` join ${workOrders} on ${workOrders.id} = ${s.workOrderId}` : sql``;
  const where = and(
    sql`not ${s.deleted}`,
    filters.statuses && inArray(s.status, filters.statuses),
    filters.others,
    match,
    extra,
  );
  return sql`from ${s}${join} where ${where}`;
}

function numbersWhere(filters: ListFilters, numbers: SQL): SQL {
  const where = and(
    isLive,
    filters.statuses && inArray(workOrders.status, filters.statuses),
    filters.others,
    numbers,
  );
  return sql`from ${workOrders} where ${where}`;
}

/**
 * One tier of a search page read in key order from work_order_search's indexes, stopped after
 * `reach` rows: for a common word PostgreSQL walks work_order_search_created_idx (or _completed_idx)
 * and tests each document until it has them; for a rare one it looks the word up in the GIN index
 * and sorts the few matches. The planner chooses by the word's frequency, except for a search of
 * digits only: its estimate for a number no statistics name is a guess that may well choose the
 * walk, which then tests every document when nothing matches, so the matches are found in the GIN
 * index first (OFFSET 0 keeps them a query of their own) and then sorted, as numberTier does.
 */
function documentTier(
  match: SQL,
  filters: ListFilters,
  digitsOnly: boolean,
  key: SearchOrder['key'],
  reach: number | undefined,
  gate?: SQL,
): SQL {
  const keyColumn = key === 'completed' ? s.completedAt : s.createdAt;
  const found = documentsWhere(match, filters, gate);
  if (digitsOnly) {
    return sql`select id, k from (select ${s.workOrderId} as id, ${keyColumn} as k ${found}
      offset 0) matched order by k desc nulls last, id desc nulls last${limitClause(reach)}`;
  }
  return sql`select ${s.workOrderId} as id, ${keyColumn} as k ${found}
    order by ${keyColumn} desc nulls last, ${s.workOrderId} desc nulls last${limitClause(reach)}`;
}

function numberTier(
  filters: ListFilters,
  numbers: SQL,
  key: SearchOrder['key'],
  reach: number | undefined,
): SQL {
  const keyColumn = key === 'completed' ? workOrders.completedAt : workOrders.createdAt;
  // The matches are found first (OFFSET 0 keeps them a query of their own), then sorted: a number
  // matches a few orders, and with the order and limit in view the planner may instead walk every
  // order newest first, testing each one, when it overestimates how many match.
  return sql`select id, k from (select ${workOrders.id} as id, ${keyColumn} as k ${numbersWhere(filters, numbers)}
    offset 0) matched order by k desc nulls last, id desc nulls last${limitClause(reach)}`;
}

/**
 * The ids of one search page with their rank (1 = first on the page). Each tier is read in key order
 * and stopped after offset + limit rows, which is all a page can need from it; an order found by
 * several tiers counts in its best. The second tier is not read at all when the first already fills
 * the page (a one-time filter on the first tier's count).
 */
function rankedSearchIds(
  filters: ListFilters,
  search: SearchMatch,
  order: SearchOrder,
  limit: number | undefined,
  offset: number,
): SQL {
  const reach = limit === undefined ? undefined : offset + limit;
  const ctes: SQL[] = [];
  const rows: SQL[] = [];
  const firstTier: string[] = [];
  const { inDocument, inOwnText, numbers, digitsOnly } = search;
  if (inDocument && inOwnText) {
    const match = order.tiers ? inOwnText : inDocument;
    ctes.push(sql`tier_one as materialized (${documentTier(match, filters, digitsOnly, order.key, reach)})`);
    rows.push(sql`select id, 1 as tier, k from tier_one`);
    firstTier.push('select id from tier_one');
  }
  if (numbers) {
    ctes.push(sql`numbers as materialized (${numberTier(filters, numbers, order.key, reach)})`);
    rows.push(sql`select id, 1 as tier, k from numbers`);
    firstTier.push('select id from numbers');
  }
  if (inDocument && order.tiers) {
    const gate =
      reach === undefined
        ? undefined
        : sql`(select count(*) from (${sql.raw(firstTier.join(' union '))}) f) < ${reach}`;
    const tier = documentTier(inDocument, filters, digitsOnly, order.key, reach, gate);
    ctes.push(sql`tier_two as materialized (${tier})`);
    rows.push(sql`select id, 2 as tier, k from tier_two`);
  }
  if (rows.length === 0) return sql`select 0 as id, 0::bigint as rank where false`;
  return sql`with ${sql.join(ctes, sql`, `)}
    select id, row_number() over (order by tier, k desc nulls last, id desc) as rank
    from (select distinct on (id) id, tier, k from (${sql.join(rows, sql` union all `)}) found order by id, tier) best
    order by rank${limitClause(limit)} offset ${offset}`;
}

/**
 * How many orders a search finds with the list's filters: every document match, every job number
 * and phone. It begins with WITH, so it is planned for its own words like the page (ADR 038 names
 * plain SELECTs).
 */
function countSearchMatches(filters: ListFilters, search: SearchMatch): SQL {
  const sets: SQL[] = [];
  if (search.inDocument) {
    sets.push(sql`select ${s.workOrderId} as id ${documentsWhere(search.inDocument, filters)}`);
  }
  if (search.numbers) sets.push(sql`select ${workOrders.id} as id ${numbersWhere(filters, search.numbers)}`);
  if (sets.length === 0) return sql`select 0 as n`;
  return sql`with matches as (${sql.join(sets, sql` union `)}) select count(*)::int as n from matches`;
}

/** The statements of a search page: its ranked ids, and the count of every match for its total. */
export function searchStatements(
  filters: ListFilters,
  search: SearchMatch,
  order: SearchOrder,
  limit: number | undefined,
  offset: number,
): { rankedIds: SQL; count: SQL } {
  return {
    rankedIds: rankedSearchIds(filters, search, order, limit, offset),
    count: countSearchMatches(filters, search),
  };
}
