import { z } from 'zod';
import { DATE_RANGE_TEXT, isDayInRange, isInstantInRange } from '../domain/date-range.ts';

export { DATE_MAX, DATE_MIN } from '../domain/date-range.ts';

/** The one date rule of ADR 020, in the field's own words. */
export const dateRangeMessage = (label: string) => `${label} must be ${DATE_RANGE_TEXT}`;

/**
 * A calendar day 'YYYY-MM-DD' between 1900-01-01 and 2100-12-31. An ISO date-time is cut to the day
 * it names (the day the caller wrote), and must be in the range in UTC too, so no offset can carry
 * a day past either end.
 */
export function dayInput(label: string, requiredMessage = `${label} must be YYYY-MM-DD`) {
  return z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
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
    .union([z.iso.datetime({ offset: true }), z.iso.date()], {
      error: `${label} must be an ISO date or date-time`,
    })
    .transform((value, ctx) => {
      const instant = new Date(value.length === 10 ? `${value}T${plainDayTime}Z` : value);
      if (isInstantInRange(instant)) return instant;
      ctx.addIssue({ code: 'custom', message: dateRangeMessage(label), input: value });
      return z.NEVER;
    });
}
