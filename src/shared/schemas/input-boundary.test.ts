import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dayInput, instantInput } from './input-dates.ts';
import { idInput } from './input-numbers.ts';
import { multiLine, singleLine } from './input-text.ts';
import { queryParam } from './query-param.ts';

const messages = (result: { success: boolean; error?: z.ZodError }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('text (ADR 020)', () => {
  const line = z.string().trim().superRefine(singleLine('Job name'));
  const box = z.string().trim().superRefine(multiLine('Notes'));

  it.each([
    ['a\u0000b', 'U+0000'],
    ['bell\u0007', 'U+0007'],
    ['\u001b[31m', 'U+001B'],
    ['a\u007fb', 'U+007F'],
    ['a\u0085b', 'U+0085'],
    ['a\ud800b', 'U+D800'],
    ['\udc00', 'U+DC00'],
  ])('refuses %j everywhere, naming the character', (value, code) => {
    for (const [schema, label] of [
      [line, 'Job name'],
      [box, 'Notes'],
    ] as const) {
      expect(messages(schema.safeParse(value))).toEqual([
        `${label} contains a character that is not allowed (${code})`,
      ]);
    }
  });

  it('keeps line breaks and tabs in multi-line fields and refuses them in single-line ones', () => {
    expect(box.parse('one\n\ttwo\r\nthree')).toBe('one\n\ttwo\r\nthree');
    expect(messages(line.safeParse('one\ttwo'))).toEqual([
      'Job name must be on one line, without line breaks or tabs',
    ]);
    // Trimmed first: a pasted value ending in a newline is one line.
    expect(line.parse('  Valve swap\n')).toBe('Valve swap');
  });

  it('accepts emoji (a surrogate pair), bidi marks and accented letters as typed', () => {
    for (const value of ['pipe \u{1F6BF}', 'abc\u202Edef', 'Nuñez – Ångström']) {
      expect(line.parse(value)).toBe(value);
    }
  });
});

describe('dates (ADR 020)', () => {
  const day = dayInput('Part 1 ETA');
  const instant = instantInput('Due date', '23:59:59.000');

  it('a day is 1900-01-01 to 2100-12-31; a date-time is cut to the day written, in range in UTC too', () => {
    expect(day.parse('1900-01-01')).toBe('1900-01-01');
    expect(day.parse('2100-12-31T23:59:59+14:00')).toBe('2100-12-31');
    expect(day.parse('2026-03-01T23:30:00-06:00')).toBe('2026-03-01');
    for (const value of [
      '1899-12-31',
      '2101-01-01',
      '0000-01-01',
      '9999-12-31T23:59:59-14:00',
      '2100-12-31T23:59:59-14:00',
      '1900-01-01T00:00:00+14:00',
    ]) {
      expect(messages(day.safeParse(value)), value).toEqual([
        'Part 1 ETA must be between 1900-01-01 and 2100-12-31',
      ]);
    }
    expect(messages(day.safeParse('2026-02-30'))).toEqual(['Part 1 ETA must be YYYY-MM-DD']);
  });

  it('an instant is in range after its offset is applied, without overflow', () => {
    expect(instant.parse('2026-03-01')).toEqual(new Date('2026-03-01T23:59:59.000Z'));
    expect(instant.parse('2100-12-31T23:59:59Z')).toEqual(new Date('2100-12-31T23:59:59.000Z'));
    expect(instant.parse('1900-01-01T13:00:00+13:00')).toEqual(new Date('1900-01-01T00:00:00.000Z'));
    for (const value of [
      '9999-12-31T23:59:59-14:00',
      '2100-12-31T23:59:59-14:00',
      '1900-01-01T00:00:00+14:00',
      '0000-01-01T00:00:00Z',
      '0000-01-01',
    ]) {
      expect(messages(instant.safeParse(value)), value).toEqual([
        'Due date must be between 1900-01-01 and 2100-12-31',
      ]);
    }
    expect(messages(instant.safeParse('+010000-01-01T00:00:00Z'))).toEqual([
      'Due date must be an ISO date or date-time',
    ]);
  });
});

describe('ids and whole numbers (ADR 020)', () => {
  const id = idInput('Id');

  it('takes a JSON integer or canonical digits', () => {
    expect(id.parse(10)).toBe(10);
    expect(id.parse('10')).toBe(10);
    expect(id.parse('2147483647')).toBe(2_147_483_647);
  });

  it.each(['0x0A', '1e1', '10.0', '+10', '010', '-0', ' 10', '10 '])(
    'refuses %j as not a whole number',
    (value) => {
      expect(messages(id.safeParse(value))).toEqual(['Id must be a whole number']);
    },
  );

  it.each([
    ['abc', 'Id must be a number'],
    ['', 'Id must be a number'],
    [true, 'Id must be a number'],
    [1.5, 'Id must be a whole number'],
    ['0', 'Id must be positive'],
    [-3, 'Id must be positive'],
    ['2147483648', 'Id is out of range'],
  ])('refuses %j with %j', (value, message) => {
    expect(messages(id.safeParse(value))).toContain(message);
  });
});

describe('empty query values (ADR 020)', () => {
  const query = z.object({
    offset: queryParam(idInput('offset').default(7)),
    search: queryParam(z.string().optional()),
  });

  it('an empty or blank value is the parameter not sent', () => {
    expect(query.parse({ offset: '', search: '' })).toEqual({ offset: 7 });
    expect(query.parse({ offset: '  ', search: '   ' })).toEqual({ offset: 7 });
    expect(query.parse({})).toEqual({ offset: 7 });
    expect(query.parse({ offset: '3', search: 'valve' })).toEqual({ offset: 3, search: 'valve' });
  });
});
