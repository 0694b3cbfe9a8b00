import { and, type Column, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { WorkOrderStatus } from '#shared/domain/work-order-status.ts';
import type { WorkOrderListQuery } from '#shared/schemas/list-query.ts';
import { workOrderSearch, workOrders } from '../db/schema.ts';
import { isLive } from './live-work-orders.ts';
import { phoneMatches, phoneSearchDigits } from './phone-search.ts';

/**
 * Work-order search on PostgreSQL full-text search (ADR 035): every word of the search must begin a
 * word of the order's document (work_order_search, kept by the database's triggers), job numbers
 * still match anywhere inside ('4546' finds #45465), and a phone number finds the customer's phone
 * by its digits however either is written (phone-search.ts).
 */

/** Words past this many are ignored: each word is a prefix lookup, and no one types more. */
export const MAX_SEARCH_WORDS = 8;
/**
 * A job number matches as a substring when the search has a digit (every job number has: typed
 * ones, and 'P' + digits for paused jobs, ADR 032) and this many characters, which its trigram
 * index needs. A search of words alone spares itself the lookup.
 */
const JOB_NUMBER_MIN_LENGTH = 3;

/** How long a number must be to count as selective (SearchTerms.digitsOnly). */
const DIGITS_ONLY_MIN_LENGTH = 4;
const DIGITS_ONLY_WORD = new RegExp(`^[0-9]{${DIGITS_ONLY_MIN_LENGTH},}$`);

/**
 * The words of a search: runs of letters and digits in any script (marks kept, so a decomposed
 * accent stays in its word). Everything else separates words, as work_order_search_words() makes
 * punctuation a space in the documents. A word that begins another one adds nothing ('pipe pipes').
 */
export function searchWords(text: string): string[] {
  const words = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [])];
  const needed = words.filter((word) => !words.some((other) => other !== word && other.startsWith(word)));
  return needed.slice(0, MAX_SEARCH_WORDS);
}

export type SearchTerms = {
  /** to_tsquery text: every word a quoted prefix, all required; undefined when there are no words. */
  tsquery: string | undefined;
  /** ILIKE pattern for job numbers containing the whole search; undefined without a digit or when short. */
  jobNumberPattern: string | undefined;
  /** The digits of a search that is a phone number (phone-search.ts), else undefined. */
  phoneDigits: string | undefined;
  /**
   * Every word is a number of at least DIGITS_ONLY_MIN_LENGTH digits (a job number, a phone, a part
   * number): such a word begins the words of few documents, however often digits appear in the
   * others. A shorter number ('2', '250') may begin thousands, which the key-order walk handles.
   */
  digitsOnly: boolean;
};

/**
 * The search as query parameters. The words hold letters, digits and marks only, so quoting each is
 * the whole of its escaping; the text is a bound parameter of to_tsquery, never part of the SQL.
 */
export function searchTerms(text: string): SearchTerms {
  const words = searchWords(text);
  const trimmed = text.trim();
  return {
    tsquery: words.length > 0 ? words.map((word) => `'${word}':*`).join(' & ') : undefined,
    jobNumberPattern:
      trimmed.length >= JOB_NUMBER_MIN_LENGTH && /[0-9]/.test(trimmed)
        ? `%${trimmed.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
        : undefined,
    phoneDigits: phoneSearchDigits(text),
    digitsOnly: words.length > 0 && words.every((word) => DIGITS_ONLY_WORD.test(word)),
  };
}

const s = workOrderSearch;

function documentMatches(column: Column, terms: SearchTerms): SQL {
  return sql`${column} @@ to_tsquery('simple', ${terms.tsquery})`;
}

/**
 * The orders a number finds on work_orders itself, each from its own trigram index: a job number
 * containing the search, or the customer's phone; undefined when the search is neither.
 */
function numberMatches(terms: SearchTerms): SQL | undefined {
  return or(
    terms.jobNumberPattern ? sql`${workOrders.workOrderId} ilike ${terms.jobNumberPattern}` : undefined,
    terms.phoneDigits ? phoneMatches(terms.phoneDigits) : undefined,
  );
}

/**
 * The orders a search finds, as a set of ids, for a list sorted by something a search page is not
 * read in (services/work-order-list-pages.ts reads and sorts all of them). Deleted orders may be among the
 * ids: the list's own isLive condition leaves them out.
 */
export function searchCondition(text: string): SQL {
  const terms = searchTerms(text);
  const sets: SQL[] = [];
  if (terms.tsquery) {
    sets.push(sql`select ${s.workOrderId} from ${s} where ${documentMatches(s.doc, terms)}`);
  }
  const numbers = numberMatches(terms);
  if (numbers) sets.push(sql`select ${workOrders.id} from ${workOrders} where ${numbers}`);
  if (sets.length === 0) return sql`false`;
  return sql`${workOrders.id} = any(array(${sql.join(sets, sql` union `)}))`;
}

/** The list's filters: statuses (also a column of work_order_search) and the rest on work_orders. */
export type SearchFilters = { statuses: WorkOrderStatus[] | undefined; others: SQL | undefined };

/**
 * How a search page is read: in `key` order (newest created, or newest completed), and with `tiers`
 * by relevance first: orders whose own text, job number or people match every word, then those
 * that need their comments or questions for it (ADR 035).
 */
export type SearchOrder = { key: 'created' | 'completed'; tiers: boolean };

/**
 * The order of a search page, or undefined when the list's sort is one a search page cannot be read
 * in from an index (then every match is read and sorted). No sort: relevance, then the newest; a
 * list of completed work only is the newest completed first (the completed-tasks search).
 */
export function searchOrderFor(
  sort: WorkOrderListQuery['sort'],
  statuses: WorkOrderStatus[] | undefined,
): SearchOrder | undefined {
  if (sort === undefined) {
    const completedOnly =
      statuses !== undefined && statuses.length > 0 && statuses.every((v) => v === 'completed');
    return { key: completedOnly ? 'completed' : 'created', tiers: true };
  }
  if (sort === '-createdAt') return { key: 'created', tiers: false };
  if (sort === '-completedAt') return { key: 'completed', tiers: false };
  return undefined;
}

const limitClause = (limit: number | undefined) => (limit === undefined ? sql`` : sql` limit ${limit}`);

/** The documents matching `column`, with the list's filters (the other ones through the order's row). */
function documentsWhere(column: Column, filters: SearchFilters, terms: SearchTerms, extra?: SQL): SQL {
  const join = filters.others ? sql` join ${workOrders} on ${workOrders.id} = ${s.workOrderId}` : sql``;
  const where = and(
    sql`not ${s.deleted}`,
    filters.statuses && inArray(s.status, filters.statuses),
    filters.others,
    documentMatches(column, terms),
    extra,
  );
  return sql`from ${s}${join} where ${where}`;
}

function numbersWhere(filters: SearchFilters, numbers: SQL): SQL {
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
  column: Column,
  filters: SearchFilters,
  terms: SearchTerms,
  key: SearchOrder['key'],
  reach: number | undefined,
  gate?: SQL,
): SQL {
  const keyColumn = key === 'completed' ? s.completedAt : s.createdAt;
  const found = documentsWhere(column, filters, terms, gate);
  if (terms.digitsOnly) {
    return sql`select id, k from (select ${s.workOrderId} as id, ${keyColumn} as k ${found}
      offset 0) matched order by k desc nulls last, id desc nulls last${limitClause(reach)}`;
  }
  return sql`select ${s.workOrderId} as id, ${keyColumn} as k ${found}
    order by ${keyColumn} desc nulls last, ${s.workOrderId} desc nulls last${limitClause(reach)}`;
}

function numberTier(
  filters: SearchFilters,
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
export function rankedSearchIds(
  filters: SearchFilters,
  terms: SearchTerms,
  order: SearchOrder,
  limit: number | undefined,
  offset: number,
): SQL {
  const reach = limit === undefined ? undefined : offset + limit;
  const ctes: SQL[] = [];
  const rows: SQL[] = [];
  const firstTier: string[] = [];
  if (terms.tsquery) {
    const column = order.tiers ? s.own : s.doc;
    ctes.push(sql`tier_one as materialized (${documentTier(column, filters, terms, order.key, reach)})`);
    rows.push(sql`select id, 1 as tier, k from tier_one`);
    firstTier.push('select id from tier_one');
  }
  const numbers = numberMatches(terms);
  if (numbers) {
    ctes.push(sql`numbers as materialized (${numberTier(filters, numbers, order.key, reach)})`);
    rows.push(sql`select id, 1 as tier, k from numbers`);
    firstTier.push('select id from numbers');
  }
  if (terms.tsquery && order.tiers) {
    const gate =
      reach === undefined
        ? undefined
        : sql`(select count(*) from (${sql.raw(firstTier.join(' union '))}) f) < ${reach}`;
    ctes.push(sql`tier_two as materialized (${documentTier(s.doc, filters, terms, order.key, reach, gate)})`);
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
 * and phone.
 * It begins with WITH, so it is planned for its own words like the page (ADR 038 names plain SELECTs).
 */
export function countSearchMatches(filters: SearchFilters, terms: SearchTerms): SQL {
  const sets: SQL[] = [];
  if (terms.tsquery) sets.push(sql`select ${s.workOrderId} as id ${documentsWhere(s.doc, filters, terms)}`);
  const numbers = numberMatches(terms);
  if (numbers) sets.push(sql`select ${workOrders.id} as id ${numbersWhere(filters, numbers)}`);
  if (sets.length === 0) return sql`select 0 as n`;
  return sql`with matches as (${sql.join(sets, sql` union `)}) select count(*)::int as n from matches`;
}
