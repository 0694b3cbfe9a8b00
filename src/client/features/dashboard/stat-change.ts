import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { DASHBOARD_STAT_TEXTS } from '#shared/spec-texts/people-texts.ts';

/**
 * What a move means for the business, which sets the colour: 'good' (green), 'attention' (amber,
 * never green) or 'neutral' (quiet). The arrow alone says up or down.
 */
export type StatTone = 'good' | 'attention' | 'neutral';

export type StatTrend = { text: string; direction: 'up' | 'down' | 'flat'; tone: StatTone };

/** What each stat card compares with, and SPEC's line for it ('{change} from last month'). */
const CHANGE_TEMPLATES = {
  lastMonth: DASHBOARD_STAT_TEXTS.changeFromLastMonth,
  yesterday: DASHBOARD_STAT_TEXTS.changeFromYesterday,
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
export const PERCENT_MIN_BASE = 10;

/**
 * The stat cards' change line (PRODUCT: computed, not fixed): '12% from last month' with the
 * direction as an arrow and the colour by meaning. From a base under 10 it says the count
 * ('+17 from last month', '-2 from yesterday'); a real change too small to round to 1% says '<1%'
 * rather than '0%'.
 */
export function statChange(
  current: number,
  previous: number,
  since: StatComparison,
  meaning: StatMeaning,
): StatTrend {
  const line = (change: string) => fillTemplate(CHANGE_TEMPLATES[since], { change });
  const difference = current - previous;
  if (difference === 0) return { text: line('No change'), direction: 'flat', tone: 'neutral' };
  const direction = difference > 0 ? 'up' : 'down';
  const tone = TONES[meaning][direction];
  if (previous < PERCENT_MIN_BASE) {
    return { text: line(`${difference > 0 ? '+' : '-'}${Math.abs(difference)}`), direction, tone };
  }
  const percent = Math.round((Math.abs(difference) / previous) * 100);
  return { text: line(`${percent === 0 ? '<1' : percent}%`), direction, tone };
}
