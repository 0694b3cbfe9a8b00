import { describe, expect, it } from 'vitest';
import { durationText, timeOnSiteText } from './time-on-site.ts';

describe('time on site', () => {
  it('says hours and minutes as the office reads them', () => {
    expect(durationText(100)).toBe('1 h 40 min');
    expect(durationText(120)).toBe('2 h');
    expect(durationText(35)).toBe('35 min');
    expect(durationText(0)).toBe('0 min');
  });

  it('gives the duration and the clock times in the company zone, the half of the day said once', () => {
    const visit = {
      minutesOnSite: 100,
      arrivedAt: '2026-03-02T14:05:00.000Z',
      leftAt: '2026-03-02T15:45:00.000Z',
    };
    expect(timeOnSiteText(visit, 'America/Chicago')).toBe('1 h 40 min, 8:05–9:45 AM');
    expect(timeOnSiteText(visit, 'America/New_York')).toBe('1 h 40 min, 9:05–10:45 AM');
    const overNoon = {
      minutesOnSite: 90,
      arrivedAt: '2026-03-02T17:30:00.000Z',
      leftAt: '2026-03-02T19:00:00.000Z',
    };
    expect(timeOnSiteText(overNoon, 'America/Chicago')).toBe('1 h 30 min, 11:30 AM–1 PM');
  });
});
