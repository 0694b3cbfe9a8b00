import { describe, expect, it } from 'vitest';
import { statementName } from './statement-names.ts';

describe('statementName', () => {
  it('gives a text the same name every time and another text another name, within PostgreSQL identifier length', () => {
    const list = 'select "id" from "work_orders" where "status" in ($1) limit $2';
    const name = statementName(list);
    expect(statementName(list)).toBe(name);
    expect(statementName(`${list} offset $3`)).not.toBe(name);
    expect(name).toMatch(/^r_[A-Za-z0-9_-]{20}$/);
    expect(name?.length).toBeLessThanOrEqual(63);
  });
});
