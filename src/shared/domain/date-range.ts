/**
 * The dates the product means (ADR 020): a plumbing job's appointments, parts and due dates fall in
 * this range, and PostgreSQL stores every instant in it. Year 0 or 10000 is a typo or a probe.
 */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';

const FIRST_INSTANT = Date.parse(`${DATE_MIN}T00:00:00.000Z`);
const LAST_INSTANT = Date.parse(`${DATE_MAX}T23:59:59.999Z`);

/** A 'YYYY-MM-DD' day inside the range (four-digit years compare as text). */
export function isDayInRange(day: string): boolean {
  return day >= DATE_MIN && day <= DATE_MAX;
}

/** An instant inside the range once its offset is applied: 2100-12-31T23:59:59-14:00 is not. */
export function isInstantInRange(instant: Date): boolean {
  const time = instant.getTime();
  return Number.isFinite(time) && time >= FIRST_INSTANT && time <= LAST_INSTANT;
}

export const DATE_RANGE_TEXT = `between ${DATE_MIN} and ${DATE_MAX}`;
