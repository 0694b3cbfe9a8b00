import { fillTemplate } from '../../../shared/spec-texts/fill-template.ts';
import { DASHBOARD_STAT_TEXTS } from '../../../shared/spec-texts/people-texts.ts';

export type StatTrend = { text: string; direction: 'up' | 'down' | 'flat' };

/** What each stat card compares with, and SPEC's line for it ('{change} from last month'). */
const CHANGE_TEMPLATES = {
  lastMonth: DASHBOARD_STAT_TEXTS.changeFromLastMonth,
  yesterday: DASHBOARD_STAT_TEXTS.changeFromYesterday,
} as const;

export type StatComparison = keyof typeof CHANGE_TEMPLATES;

/**
 * The stat cards' change line (PRODUCT: computed, not fixed): '12% from last month' with the
 * direction as an arrow. A percentage of nothing means nothing, so from zero it says the count
 * ('+5 from yesterday'); a real change too small to round to 1% says '<1%' rather than '0%'.
 */
export function statChange(current: number, previous: number, since: StatComparison): StatTrend {
  const line = (change: string) => fillTemplate(CHANGE_TEMPLATES[since], { change });
  const difference = current - previous;
  if (difference === 0) return { text: line('No change'), direction: 'flat' };
  const direction = difference > 0 ? 'up' : 'down';
  if (previous === 0) return { text: line(`+${difference}`), direction };
  const percent = Math.round((Math.abs(difference) / previous) * 100);
  return { text: line(`${percent === 0 ? '<1' : percent}%`), direction };
}
