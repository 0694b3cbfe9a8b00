import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { DASHBOARD_STAT_TEXTS } from '#shared/spec-texts/people-texts.ts';

/**
 * What a move means for the business, which sets the colour: 'good' (green), 'attention' (amber,
 * never green) or 'neutral' (quiet). The arrow alone says up or down.
 */
type StatTone = 'good' | 'attention' | 'neutral';

export type StatTrend = { text: string; direction: 'up' | 'down' | 'flat'; tone: StatTone };

/** What each stat card compares with, and its line for a rise, a fall and no change. */
const CHANGE_TEMPLATES = {
  lastMonth: {
    up: DASHBOARD_STAT_TEXTS.moreActiveThanLastMonth,
    down: DASHBOARD_STAT_TEXTS.fewerActiveThanLastMonth,
    flat: DASHBOARD_STAT_TEXTS.sameActiveAsLastMonth,
  },
  yesterday: {
    up: DASHBOARD_STAT_TEXTS.moreCompletedThanYesterday,
    down: DASHBOARD_STAT_TEXTS.fewerCompletedThanYesterday,
    flat: DASHBOARD_STAT_TEXTS.sameCompletedAsYesterday,
  },
} as const;

export type StatComparison = keyof typeof CHANGE_TEMPLATES;

/**
 * What the figure counts: 'openWork' (Total Tasks: more is more to do, so a rise is not good news)
 * or 'doneWork' (Completed Today: more is good; fewer is not alarming, as today is not over yet).
 */
export type StatMeaning = 'openWork' | 'doneWork';

const TONES: Record<StatMeaning, Record<'up' | 'down', StatTone>> = {
  openWork: { up: 'attention', down: 'good' },
  doneWork: { up: 'good', down: 'neutral' },
};

/** Below this many, a percentage overstates (2 to 3 is '50%'), so the change is said as a count. */
const PERCENT_MIN_BASE = 10;

/**
 * The stat cards' change line (computed, not fixed), saying what it counts and against
 * what: '119% more active tasks than 30 days ago', "3 fewer than yesterday's 12 completed", with the
 * direction as an arrow and the colour by meaning. From a base under 10 it says the count
 * ('17 more active tasks'); a real change too small to round to 1% says '<1%' rather than '0%'.
 */
export function statChange(
  current: number,
  previous: number,
  since: StatComparison,
  meaning: StatMeaning,
): StatTrend {
  const templates = CHANGE_TEMPLATES[since];
  const difference = current - previous;
  if (difference === 0) {
    return { text: fillTemplate(templates.flat, { previous }), direction: 'flat', tone: 'neutral' };
  }
  const direction = difference > 0 ? 'up' : 'down';
  const tone = TONES[meaning][direction];
  const count = Math.abs(difference);
  const line = (change: string, tasks: string) =>
    fillTemplate(templates[direction], { change, tasks, previous });
  if (previous < PERCENT_MIN_BASE)
    return { text: line(String(count), count === 1 ? 'task' : 'tasks'), direction, tone };
  const percent = Math.round((count / previous) * 100);
  return { text: line(`${percent === 0 ? '<1' : percent}%`, 'tasks'), direction, tone };
}
