import { describe, expect, it } from 'vitest';
import { parseScaleArgs, SCALE_DEFAULTS, ScaleOptionsError } from './scale-options.ts';

const clock = () => new Date('2026-03-18T15:42:10.123Z');

describe('parseScaleArgs', () => {
  it('uses the issue sizes and the start of the current hour when no flag is given', () => {
    expect(parseScaleArgs([], clock)).toEqual({
      ...SCALE_DEFAULTS,
      now: new Date('2026-03-18T15:00:00.000Z'),
      replace: false,
    });
    expect(SCALE_DEFAULTS).toEqual({ workOrders: 100_000, comments: 1_000_000, employees: 200 });
  });

  it('reads every flag', () => {
    const argv = [
      '--work-orders',
      '400',
      '--comments=3_000',
      '--employees',
      '20',
      '--now',
      '2026-01-02T03:04:05Z',
    ];
    expect(parseScaleArgs([...argv, '--replace'], clock)).toEqual({
      workOrders: 400,
      comments: 3000,
      employees: 20,
      now: new Date('2026-01-02T03:04:05Z'),
      replace: true,
    });
    expect(parseScaleArgs(['--help'], clock)).toBe('help');
  });

  it.each([
    [['--work-orders', '0'], '--work-orders must be a whole number from 1 to 2000000'],
    [['--work-orders', '2000001'], '--work-orders must be a whole number'],
    [['--comments=-5'], '--comments must be a whole number'],
    [['--comments', '1e6'], '--comments must be a whole number'],
    [['--employees', '3'], '--employees must be a whole number from 4 to'],
    [['--employees', 'many'], "got 'many'"],
    [['--now', 'yesterday'], '--now must be an ISO time'],
    [['--work-order', '5'], "Unknown option '--work-order'"],
    [['--work-orders'], "Option '--work-orders <value>' argument missing"],
    [['100'], 'Unexpected argument'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseScaleArgs(argv, clock)).toThrow(ScaleOptionsError);
    expect(() => parseScaleArgs(argv, clock)).toThrow(message);
  });
});
