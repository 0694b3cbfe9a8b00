import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { workOrders } from '../../../db/schema.ts';
import { literalLimit } from './literal-limit.ts';

describe('literalLimit', () => {
  it('writes the number into the statement instead of a parameter', () => {
    const db = drizzle.mock();
    const query = db.select({ id: workOrders.id }).from(workOrders).limit(literalLimit(51)).toSQL();
    expect(query.sql).toMatch(/ limit 51$/);
    expect(query.params).toEqual([]);
  });

  it('refuses anything but a whole number of rows, so nothing else reaches the text', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() => literalLimit(bad)).toThrow(RangeError);
    }
  });
});
