import { describe, expect, it } from 'vitest';
import { fitStrokes, type SignatureStrokes } from './signature-strokes.ts';

const stroke = (points: [number, number][]) => ({
  dotSize: 0,
  minWidth: 1,
  maxWidth: 3,
  penColor: '#0a0a0a',
  velocityFilterWeight: 0.7,
  compositeOperation: 'source-over' as const,
  points: points.map(([x, y], index) => ({ x, y, time: index, pressure: 0.5 })),
});

describe('a signature fitted to another size (the phone turned, the PNG drawn)', () => {
  const portrait: SignatureStrokes = {
    groups: [
      stroke([
        [0, 0],
        [320, 160],
      ]),
    ],
    width: 320,
    height: 160,
  };

  it('keeps its proportions and its place: scaled by the narrower side, centred in the other', () => {
    const [group] = fitStrokes(portrait, 640, 480);
    // Twice as wide fits; twice as high would not: scale 2, 80 px spare above and below.
    expect(group?.points.map(({ x, y }) => [x, y])).toEqual([
      [0, 80],
      [640, 400],
    ]);
    expect(group?.minWidth).toBe(2);
    expect(group?.maxWidth).toBe(6);
  });

  it('stays inside the area whatever its shape', () => {
    for (const [width, height] of [
      [160, 320],
      [800, 400],
      [100, 100],
    ] as const) {
      for (const { x, y } of fitStrokes(portrait, width, height).flatMap((group) => group.points)) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(height);
      }
    }
  });

  it('leaves strokes of an area never laid out as they are', () => {
    const unmeasured = { ...portrait, width: 0 };
    expect(fitStrokes(unmeasured, 640, 480)).toBe(unmeasured.groups);
  });
});
