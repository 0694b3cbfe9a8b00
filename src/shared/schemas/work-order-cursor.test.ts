import { describe, expect, it } from 'vitest';
import { WORK_ORDER_SORTS } from '../domain/work-order-sorts.ts';
import {
  CURSOR_KEYS,
  type CursorValue,
  decodeWorkOrderCursor,
  encodeWorkOrderCursor,
  WORK_ORDER_CURSOR_MAX_LENGTH,
} from './work-order-cursor.ts';

const SAMPLES = {
  time: '2026-02-28T23:59:59.999999Z',
  'time?': null,
  flag: true,
  text: 'Ñandú-48213 🚿 "quoted" / slash',
} as const;

describe('work-order cursors', () => {
  it('round-trips every sort as URL-safe text well under the bound, a 50-character job # included', () => {
    for (const sort of WORK_ORDER_SORTS) {
      const key: CursorValue[] = CURSOR_KEYS[sort].map((kind) => SAMPLES[kind]);
      const text = encodeWorkOrderCursor({ sort, key, id: 2_147_483_647 });
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeWorkOrderCursor(text)).toEqual({ sort, key, id: 2_147_483_647 });
    }
    const longest = encodeWorkOrderCursor({ sort: 'workOrderId', key: ['💧'.repeat(50)], id: 2_147_483_647 });
    expect(longest.length).toBeLessThan(WORK_ORDER_CURSOR_MAX_LENGTH);
  });

  it('refuses any changed character, and values the server never writes', () => {
    const text = encodeWorkOrderCursor({ sort: 'dueDate', key: ['2026-01-01T00:00:00.000000Z'], id: 7 });
    // The last character may carry bits past the last byte, which base64 ignores.
    for (let at = 0; at < text.length - 1; at++) {
      const changed = `${text.slice(0, at)}${text[at] === 'x' ? 'y' : 'x'}${text.slice(at + 1)}`;
      expect(decodeWorkOrderCursor(changed), `character ${at}`).toBeUndefined();
    }
    expect(decodeWorkOrderCursor('')).toBeUndefined();
    expect(decodeWorkOrderCursor('e30')).toBeUndefined(); // {}
    const forged = (key: CursorValue[], sort = 'dueDate' as const) =>
      decodeWorkOrderCursor(encodeWorkOrderCursor({ sort, key, id: 7 }));
    expect(forged([null])).toEqual({ sort: 'dueDate', key: [null], id: 7 });
    expect(forged(['2024-02-29T12:00:00.000000Z'])).toBeDefined();
    for (const bad of [
      '2025-02-29T12:00:00.000000Z',
      '2026-01-01T24:00:00.000000Z',
      '0000-01-01T00:00:00.000000Z',
    ]) {
      expect(forged([bad]), bad).toBeUndefined();
    }
    expect(forged(['2026-01-01T00:00:00.000Z'])).toBeUndefined();
    expect(forged([true])).toBeUndefined();
    expect(forged(['2026-01-01T00:00:00.000000Z', null])).toBeUndefined();
  });
});
