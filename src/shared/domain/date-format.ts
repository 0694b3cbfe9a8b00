/**
 * The date forms, in US English: 'Nov 22, 2026', 'Nov 22, 2026, 3:05 PM', and the compact
 * forms of the paused-jobs cards ('11/22 3:05 PM') and lists ('11/22').
 *
 * Built from Intl's parts rather than its finished string, so the output does not depend on the
 * browser's ICU version (some put a narrow no-break space before AM/PM, or 'at' between date and
 * time). `timeZone` defaults to the runtime's; tests pass one.
 *
 * A calendar day 'YYYY-MM-DD' (appointment dates) is a date, not an instant: it is shown as that
 * day in every time zone, never as the evening before.
 */
export type DateInput = Date | string | number;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(value: DateInput, timeZone: string | undefined): Parts {
  const calendarDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = calendarDay ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const zone = calendarDay ? 'UTC' : timeZone;
  const key = zone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: zone,
    });
    formatters.set(key, formatter);
  }
  const parts: Parts = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function monthName(parts: Parts): string {
  return MONTHS[Number(parts.month) - 1] ?? '';
}

function time(parts: Parts): string {
  return `${parts.hour}:${parts.minute} ${parts.dayPeriod?.toUpperCase()}`;
}

/** 'Nov 22, 2026' */
export function formatDate(value: DateInput, timeZone?: string): string {
  const parts = partsOf(value, timeZone);
  return `${monthName(parts)} ${parts.day}, ${parts.year}`;
}

/** 'Nov 22, 2026, 3:05 PM' */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const parts = partsOf(value, timeZone);
  return `${monthName(parts)} ${parts.day}, ${parts.year}, ${time(parts)}`;
}

/** '11/22 3:05 PM' (paused-jobs cards) */
export function formatMonthDayTime(value: DateInput, timeZone?: string): string {
  const parts = partsOf(value, timeZone);
  return `${parts.month}/${parts.day} ${time(parts)}`;
}

/** '11/22' (lists) */
export function formatMonthDay(value: DateInput, timeZone?: string): string {
  const parts = partsOf(value, timeZone);
  return `${parts.month}/${parts.day}`;
}
