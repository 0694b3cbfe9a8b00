/**
 * SQL text for the bulk statements of the scale seed. Every choice a row makes is a pure function
 * of an integer key (the series number, or a database-assigned id) and a salt, so the same flags
 * always give the same data (never random()). The fragments hold only numbers and our own
 * vocabulary, quoted here, never user input.
 */

/** A well-mixed number in [0, 2^31) from an integer SQL expression; another salt is another stream. */
export function hashOf(key: string, salt: number): string {
  return `(hashint8extended((${key})::bigint, ${salt}) & 2147483647)`;
}

/** A number in [0, 1) from the key and salt. */
export function fractionOf(key: string, salt: number): string {
  return `(${hashOf(key, salt)} / 2147483648.0)`;
}

/** True for about `percent` out of 100 keys. */
export function chanceOf(key: string, salt: number, percent: number): string {
  return `(${hashOf(key, salt)} % 100 < ${percent})`;
}

/** A whole number in [min, max], as int so that date + n is a date. */
export function intBetween(key: string, salt: number, min: number, max: number): string {
  return `(${min} + ${hashOf(key, salt)} % ${max - min + 1})::int`;
}

export function quote(value: string): string {
  if (value.includes('\\')) throw new Error(`Backslashes are not expected in seed text: ${value}`);
  return `'${value.replaceAll("'", "''")}'`;
}

export function textArray(values: readonly string[]): string {
  if (values.length === 0) throw new Error('An empty word list cannot be picked from');
  return `ARRAY[${values.map(quote).join(', ')}]::text[]`;
}

/** One element of a constant list; the planner folds the array literal once per statement. */
export function pickText(values: readonly string[], key: string, salt: number): string {
  return `(${textArray(values)})[1 + ${hashOf(key, salt)} % ${values.length}]`;
}

/** One id of a list of employee ids, or NULL when the list is empty. */
export function pickId(ids: readonly number[], key: string, salt: number): string {
  if (ids.length === 0) return 'NULL::int';
  return `(ARRAY[${ids.join(', ')}]::int[])[1 + ${hashOf(key, salt)} % ${ids.length}]`;
}

/** The element at a 0-based SQL index of a constant list (callers keep the index in range). */
export function textAt(values: readonly string[], index: string): string {
  return `(${textArray(values)})[1 + (${index})]`;
}

export function timestampLiteral(date: Date): string {
  return `'${date.toISOString()}'::timestamptz`;
}

/** A time strictly inside (from, to) when to > from: from + (to - from) * (lo + span * fraction). */
export function timeBetween(from: string, to: string, key: string, salt: number, lo = 0.05, span = 0.9) {
  return `date_trunc('milliseconds', ${from} + (${to} - ${from}) * (${lo} + ${span} * ${fractionOf(key, salt)}))`;
}

/** The calendar day of a timestamptz, in UTC so the result does not depend on the session. */
export function dayOf(timestamp: string): string {
  return `((${timestamp}) at time zone 'UTC')::date`;
}

/** Like textArray, with NULL for the missing entries (kept aligned with a companion list). */
export function nullableTextArray(values: readonly (string | null)[]): string {
  return `ARRAY[${values.map((value) => (value === null ? 'NULL' : quote(value))).join(', ')}]::text[]`;
}
