import { rangeOf, weekOf } from './board-time.ts';

export type BoardView = 'day' | 'week';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The day and view a board URL asks for (`?date=2026-12-01&view=day`); today and the day view by default. */
export function boardDayAndView(params: URLSearchParams, today: string): { day: string; view: BoardView } {
  const given = params.get('date');
  return {
    day: given && DAY_PATTERN.test(given) ? given : today,
    view: params.get('view') === 'week' ? 'week' : 'day',
  };
}

/** The days shown (the day, or Monday to Sunday of its week) and the instants they span. */
export function shownDays(day: string, view: BoardView, timeZone: string) {
  const days = view === 'week' ? weekOf(day) : [day];
  return { days, range: rangeOf(days[0] ?? day, days.length, timeZone) };
}
