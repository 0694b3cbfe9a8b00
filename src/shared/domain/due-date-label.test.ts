import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueDateLabel } from './due-date-label.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const inHours = (hours: number) => new Date(NOW + hours * 3_600_000);

describe('dueDateLabel', () => {
  it.each([
    [-0.01, 'Overdue', true],
    [-72, 'Overdue', true],
    [0, 'Due in less than 1 hour', true],
    [0.99, 'Due in less than 1 hour', true],
    [1, 'Due in 1 hour', true],
    [5.9, 'Due in 5 hours', true],
    [23.99, 'Due in 23 hours', true],
    [24, 'Due in 1 day', false],
    [47.9, 'Due in 1 day', false],
    [48, 'Due in 2 days', false],
    [24 * 9 + 23, 'Due in 9 days', false],
  ])('%f hours left -> %s (urgent %s)', (hours, label, urgent) => {
    expect(dueDateLabel(inHours(hours), NOW)).toEqual({ label, urgent });
  });

  it('reads ISO strings and epoch numbers, and measures from the given now', () => {
    expect(dueDateLabel('2026-11-25T12:00:00Z', NOW)?.label).toBe('Due in 3 days');
    expect(dueDateLabel(NOW + 2 * 3_600_000, new Date(NOW))?.label).toBe('Due in 2 hours');
    expect(dueDateLabel('2026-11-25T12:00:00Z', Date.parse('2026-11-26T00:00:00Z'))?.label).toBe('Overdue');
  });

  it('gives no label without a readable due date', () => {
    expect(dueDateLabel(null, NOW)).toBeNull();
    expect(dueDateLabel(undefined, NOW)).toBeNull();
    expect(dueDateLabel('', NOW)).toBeNull();
    expect(dueDateLabel('not a date', NOW)).toBeNull();
  });

  it('is urgent exactly when less than 24 hours are left', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (ms) => {
        expect(dueDateLabel(NOW + ms, NOW)?.urgent).toBe(ms < 24 * 3_600_000);
      }),
    );
  });
});
