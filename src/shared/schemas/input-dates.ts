import { z } from 'zod';
import { DATE_MAX, DATE_MIN, DATE_RANGE_TEXT, isDayInRange, isInstantInRange } from '../domain/date-range.ts';

const FIRST_INSTANT = `${DATE_MIN}T00:00:00Z`;
const LAST_INSTANT = `${DATE_MAX}T23:59:59.999Z`;
/** Years 1900 to 2100, the range's own, as a lookahead in front of zod's date or date-time pattern. */
const YEAR_IN_RANGE = '(?:19\\d\\d|20\\d\\d|2100)-';

/** zod's own pattern for the format, with the years the range allows (and `extraYears`) in front. */
function withYears(format: RegExp, extraYears = ''): string {
  return `^(?=${YEAR_IN_RANGE}${extraYears})${format.source.slice(1)}`;
}

/**
 * The range in the OpenAPI document (ADR 054): the years in `pattern`, exact for a day. For a
 * date-time the pattern cannot compare the time with the offset, so the instant's ends are said in
 * the description (OpenAPI 3.1 has no formatMinimum: Redocly refuses it).
 */
const DAY_RANGE = { pattern: withYears(z.core.regexes.date), description: `A day ${DATE_RANGE_TEXT}` };
const instantRange = (pattern: string, day: string) => ({
  pattern,
  description: `${day}; once its offset is applied, the instant must also be between ${FIRST_INSTANT} and ${LAST_INSTANT} (not expressible in the pattern)`,
});
const DATE_TIME = z.core.regexes.datetime({ offset: true });
/** dayInput: the day as written in range, and the instant too. */
const DAY_AND_INSTANT_RANGE = instantRange(withYears(DATE_TIME), `The day as written ${DATE_RANGE_TEXT}`);
/** instantInput: only the instant counts, so the day before or after the range may carry an offset into it. */
const INSTANT_RANGE = instantRange(
  withYears(DATE_TIME, '|1899-12-31T.*-|2101-01-01T.*\\+'),
  'A year from 1900 to 2100, or the day either side with an offset that carries it into the range',
);

/** The one date rule of ADR 020, in the field's own words. */
const dateRangeMessage = (label: string) => `${label} must be ${DATE_RANGE_TEXT}`;

/**
 * A calendar day 'YYYY-MM-DD' between 1900-01-01 and 2100-12-31. An ISO date-time is cut to the day
 * it names (the day the caller wrote), and must be in the range in UTC too, so no offset can carry
 * a day past either end.
 */
export function dayInput(label: string, requiredMessage = `${label} must be YYYY-MM-DD`) {
  return z
    .union([z.iso.date().meta(DAY_RANGE), z.iso.datetime({ offset: true }).meta(DAY_AND_INSTANT_RANGE)], {
      error: (issue) =>
        issue.input == null || issue.input === '' ? requiredMessage : `${label} must be YYYY-MM-DD`,
    })
    .transform((value, ctx) => {
      const day = value.slice(0, 10);
      if (isDayInRange(day) && (value.length === 10 || isInstantInRange(new Date(value)))) return day;
      ctx.addIssue({ code: 'custom', message: dateRangeMessage(label), input: value });
      return z.NEVER;
    });
}

/**
 * A point in time between 1900-01-01T00:00:00Z and 2100-12-31T23:59:59.999Z once its offset is
 * applied, so 2100-12-31T23:59:59-14:00 (in UTC the next year) is refused, never stored. A plain day
 * means that day at `plainDayTime` UTC.
 */
export function instantInput(label: string, plainDayTime: string) {
  return z
    .union([z.iso.datetime({ offset: true }).meta(INSTANT_RANGE), z.iso.date().meta(DAY_RANGE)], {
      error: `${label} must be an ISO date or date-time`,
    })
    .transform((value, ctx) => {
      const instant = new Date(value.length === 10 ? `${value}T${plainDayTime}Z` : value);
      if (isInstantInRange(instant)) return instant;
      ctx.addIssue({ code: 'custom', message: dateRangeMessage(label), input: value });
      return z.NEVER;
    });
}

/**
 * A point in time written as an ISO date-time with `Z` or an offset (a plain day is refused), in
 * the range once its offset is applied: for a time that only a date-time can say, such as when a
 * note was written.
 */
export function dateTimeInput(label: string) {
  return z.iso
    .datetime({ offset: true, error: `${label} must be an ISO date-time` })
    .meta(INSTANT_RANGE)
    .transform((value, ctx) => {
      const instant = new Date(value);
      if (isInstantInRange(instant)) return instant;
      ctx.addIssue({ code: 'custom', message: dateRangeMessage(label), input: value });
      return z.NEVER;
    });
}
