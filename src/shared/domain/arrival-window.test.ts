import { describe, expect, it } from 'vitest';
import { arrivalWindowText } from './arrival-window.ts';

const CHICAGO = 'America/Chicago';

describe('arrivalWindowText', () => {
  it('says the half of the day once when both ends share it', () => {
    // 14:00Z is 8 AM in Chicago in November (UTC-6).
    expect(arrivalWindowText('2026-11-30T14:00:00Z', '2026-11-30T16:00:00Z', CHICAGO)).toBe('8–10 AM');
  });

  it('says both halves across noon, and minutes only when there are some', () => {
    expect(arrivalWindowText('2026-11-30T17:30:00Z', '2026-11-30T19:00:00Z', CHICAGO)).toBe('11:30 AM–1 PM');
  });

  it('reads the clock in the company zone, whatever the device says', () => {
    expect(arrivalWindowText('2026-11-30T14:00:00Z', '2026-11-30T16:00:00Z', 'America/New_York')).toBe(
      '9–11 AM',
    );
    expect(arrivalWindowText('2026-07-01T18:00:00Z', '2026-07-01T19:45:00Z', CHICAGO)).toBe('1–2:45 PM');
  });

  it('calls midnight and noon 12', () => {
    expect(arrivalWindowText('2026-11-30T06:00:00Z', '2026-11-30T18:00:00Z', CHICAGO)).toBe('12 AM–12 PM');
  });
});
