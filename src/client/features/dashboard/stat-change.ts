export type StatTrend = { text: string; direction: 'up' | 'down' | 'flat' };

/**
 * The stat cards' change line (PRODUCT: computed, not fixed): '12% from last month' with the
 * direction as an arrow. A percentage of nothing means nothing, so from zero it says the count
 * ('+5 from yesterday'); a real change too small to round to 1% says '<1%' rather than '0%'.
 */
export function statChange(current: number, previous: number, since: string): StatTrend {
  const difference = current - previous;
  if (difference === 0) return { text: `No change from ${since}`, direction: 'flat' };
  const direction = difference > 0 ? 'up' : 'down';
  if (previous === 0) return { text: `+${difference} from ${since}`, direction };
  const percent = Math.round((Math.abs(difference) / previous) * 100);
  return { text: `${percent === 0 ? '<1' : percent}% from ${since}`, direction };
}
