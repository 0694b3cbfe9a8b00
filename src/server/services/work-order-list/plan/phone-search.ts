import { type SQL, sql } from 'drizzle-orm';
import { phoneDigitsOf, workOrders } from '../../../db/schema.ts';

/**
 * A search is a phone number when it holds at least this many digits and nothing but digits and the
 * punctuation people write numbers with. Seven is a local number without its area code: fewer
 * digits ('12', a year, a part of a job #) would match thousands of phones and read most of the
 * phone index, and say nothing a person means as a phone number. Job numbers keep their own
 * substring match (search-terms.ts).
 */
export const PHONE_MIN_DIGITS = 7;
/** A local number: what is left of a number once its area code is taken away. */
const LOCAL_DIGITS = 7;
/** Digits of a number with its area code (North American plan): the local ones follow it. */
const WITH_AREA_CODE = 10;

const PHONE_TEXT = /^[\d\s().+\-/]+$/;

/**
 * The digits of a search that is a phone number, or undefined. A leading country code 1 ('+1 555
 * 466 8684', '1-555-466-8684') is dropped, so the number is found however its phone is stored.
 */
export function phoneSearchDigits(text: string): string | undefined {
  const trimmed = text.trim();
  if (!PHONE_TEXT.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < PHONE_MIN_DIGITS) return undefined;
  return digits.length === WITH_AREA_CODE + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * The orders whose customer phone holds the digits, answered from the phone digits' trigram index:
 * the digits anywhere in the stored ones (typed without the area code, or stored with a country
 * code), or a phone stored without its area code when the search has one. The index is asked for
 * the local seven digits only: an area code's trigrams ('555') are in most phones of a region, and
 * reading them cost more than the rest of the search; the whole number is then checked on the few
 * phones found.
 */
function phoneMatches(digits: string): SQL {
  const stored = phoneDigitsOf(workOrders.customerPhone);
  if (digits.length < WITH_AREA_CODE) return sql`${stored} like ${`%${digits}%`}`;
  const local = digits.slice(-LOCAL_DIGITS);
  return sql`(${stored} like ${`%${local}%`} and (strpos(${stored}, ${digits}) > 0 or ${stored} = ${local}))`;
}

/** The condition on the customer's phone of a search that is a phone number, else undefined. */
export function customerPhoneMatch(text: string): SQL | undefined {
  const digits = phoneSearchDigits(text);
  return digits ? phoneMatches(digits) : undefined;
}
