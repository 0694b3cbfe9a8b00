import { describe, expect, it } from 'vitest';
import { decodeWorkOrderCursor, encodeWorkOrderCursor } from '../src/shared/schemas/work-order-cursor.ts';
import { listCases } from './cases.ts';
import type { Fixtures } from './fixtures.ts';

const cursor = encodeWorkOrderCursor({
  sort: '-createdAt',
  key: ['2026-01-01T00:00:00.000000Z'],
  id: 20_001,
});
const fixtures: Fixtures = {
  totalOrders: 100_000,
  deepOffset: 80_000,
  deepCursor: cursor,
  searchWord: 'Henderson',
  commentWord: 'flange',
  detailId: 1,
  detailComments: 50,
  assigneeId: 2,
  phoneDigits: '5554668684',
  openIds: [3],
};
const base = { origin: 'http://127.0.0.1:3300', headers: {} };

describe('the deep page cases', () => {
  it('ask the same page by offset and by the cursor of the row before it, side by side', () => {
    const cases = listCases(fixtures, base).filter((spec) => spec.name.includes('deep'));
    expect(cases.map((spec) => [spec.name, spec.paths])).toEqual([
      ['list deep page (offset 80000)', ['/api/work-orders?limit=50&offset=80000']],
      ['list deep page (cursor)', [`/api/work-orders?limit=50&cursor=${cursor}`]],
    ]);
    // The EXPLAIN step repeats the service call with the same cursor.
    expect(decodeWorkOrderCursor(cases[1]?.list?.params.cursor ?? '')).toMatchObject({ id: 20_001 });
  });

  it('leaves the cursor case out when the list has no deep page', () => {
    const cases = listCases({ ...fixtures, deepOffset: 0, deepCursor: undefined }, base);
    expect(cases.filter((spec) => spec.name.includes('deep')).map((spec) => spec.name)).toEqual([
      'list deep page (offset 0)',
    ]);
  });
});

describe('the completed list and hand-back cases', () => {
  it("ask for completed work's first page, the office's awaiting-review filter and the dashboard's count", () => {
    const cases = listCases(fixtures, base).filter(
      (spec) => spec.name === 'filter status=completed' || spec.name.includes('handBack'),
    );
    expect(cases.map((spec) => [spec.name, spec.paths, spec.list?.params])).toEqual([
      [
        'filter status=completed',
        ['/api/work-orders?limit=50&status=completed'],
        { limit: '50', status: 'completed' },
      ],
      [
        'filter handBack=awaiting-review',
        ['/api/work-orders?limit=50&handBack=awaiting-review&sort=dueDate'],
        { limit: '50', handBack: 'awaiting-review', sort: 'dueDate' },
      ],
      [
        'handBack=awaiting-review count',
        ['/api/work-orders?limit=1&handBack=awaiting-review'],
        { limit: '1', handBack: 'awaiting-review' },
      ],
    ]);
  });
});
