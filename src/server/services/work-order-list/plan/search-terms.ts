import { type Column, or, type SQL, sql } from 'drizzle-orm';
import { workOrderSearch, workOrders } from '../../../db/schema.ts';

/**
 * Work-order search on PostgreSQL full-text search (ADR 035): every word of the search must begin a
 * word of the order's document (work_order_search, kept by the database's triggers), and job numbers
 * still match anywhere inside ('4546' finds #45465). A phone number's condition comes from
 * phone-search.ts, beside this file.
 */

/** Words past this many are ignored: each word is a prefix lookup, and no one types more. */
export const MAX_SEARCH_WORDS = 8;
/**
 * A job number matches as a substring when the search has a digit (every job number has one: the
 * typed ones, and the drawn 'P' + digits of a paused job without one, ADR 055) and this many
 * characters, which its trigram index needs. A search of words alone spares itself the lookup.
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

type SearchTerms = {
  /** to_tsquery text: every word a quoted prefix, all required; undefined when there are no words. */
  tsquery: string | undefined;
  /** ILIKE pattern for job numbers containing the whole search; undefined without a digit or when short. */
  jobNumberPattern: string | undefined;
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
    digitsOnly: words.length > 0 && words.every((word) => DIGITS_ONLY_WORD.test(word)),
  };
}

/**
 * A search as the conditions that find its orders, worked out once for the whole read: a search
 * page reads its tiers from them, a list in another order reads `anyMatch`.
 */
export type SearchMatch = {
  /** Every word begins a word of the order's whole document, its notes and questions included. */
  inDocument: SQL | undefined;
  /** The same in the order's own text, job number and people: a ranked page's first tier. */
  inOwnText: SQL | undefined;
  /**
   * On work_orders, each from its own trigram index: a job number containing the search, or the
   * customer's phone; undefined when the search is neither.
   */
  numbers: SQL | undefined;
  /** See SearchTerms.digitsOnly: its matches are looked up first, then sorted. */
  digitsOnly: boolean;
  /**
   * Every order the search finds, as a set of ids, for a list sorted by something a search page is
   * not read in (every match is then read and sorted). Deleted orders may be among the ids: the
   * list's own condition on live orders leaves them out.
   */
  anyMatch: SQL;
};

const s = workOrderSearch;

/** The conditions of a search; `phone` is its condition on the customer's phone, if it is a phone number. */
export function searchMatch(text: string, phone: SQL | undefined): SearchMatch {
  const terms = searchTerms(text);
  const words = (column: Column) => sql`${column} @@ to_tsquery('simple', ${terms.tsquery})`;
  const inDocument = terms.tsquery ? words(s.doc) : undefined;
  const numbers = or(
    terms.jobNumberPattern ? sql`${workOrders.workOrderId} ilike ${terms.jobNumberPattern}` : undefined,
    phone,
  );
  const sets: SQL[] = [];
  if (inDocument) sets.push(sql`select ${s.workOrderId} from ${s} where ${inDocument}`);
  if (numbers) sets.push(sql`select ${workOrders.id} from ${workOrders} where ${numbers}`);
  return {
    inDocument,
    inOwnText: terms.tsquery ? words(s.own) : undefined,
    numbers,
    digitsOnly: terms.digitsOnly,
    anyMatch:
      sets.length === 0 ? sql`false` : sql`${workOrders.id} = any(array(${sql.join(sets, sql` union `)}))`,
  };
}
