import { TZDate } from '@date-fns/tz';

/** How a visit's day and times read to people, in the company's zone: 'Tue 12/1', '8–10 AM'. */

export function dayLabel(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(instant);
  return `${weekday} ${local.getMonth() + 1}/${local.getDate()}`;
}

function clock(instant: Date, timeZone: string): { text: string; meridiem: 'AM' | 'PM' } {
  const local = new TZDate(instant.getTime(), timeZone);
  const hours = local.getHours();
  const minutes = local.getMinutes();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const text = minutes === 0 ? String(hour12) : `${hour12}:${String(minutes).padStart(2, '0')}`;
  return { text, meridiem: hours < 12 ? 'AM' : 'PM' };
}

/** '8–10 AM', '8:30–10 AM', '11 AM–1 PM': the meridiem once when both ends share it. */
export function timeRangeLabel(start: Date, end: Date, timeZone: string): string {
  const from = clock(start, timeZone);
  const to = clock(end, timeZone);
  return from.meridiem === to.meridiem
    ? `${from.text}–${to.text} ${to.meridiem}`
    : `${from.text} ${from.meridiem}–${to.text} ${to.meridiem}`;
}

/** 'Carlos Mendez', 'Carlos Mendez and Ana Ruiz', 'A, B and C'. */
export function namesLabel(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
