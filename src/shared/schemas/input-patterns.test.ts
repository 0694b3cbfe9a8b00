import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DATE_MAX, DATE_MIN } from '../domain/date-range.ts';
import type { TextKind } from '../domain/typed-text.ts';
import { EmailInputSchema } from './employee.ts';
import { dayInput, instantInput } from './input-dates.ts';
import { typedText, typedTextRule } from './input-text.ts';

// The patterns the OpenAPI document carries must accept exactly what the server's zod checks
// accept (ADR 054), read as JSON Schema 2020-12 validators read them: ECMA-262 with the u flag.
const matcher = (pattern: string) => new RegExp(pattern, 'u');

/** The JSON Schema the document shows for a field: the input side, as the route transform writes it. */
function documented(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
}

/** Characters around every edge of the rule: controls, blanks trim removes, breaks, surrogates, emoji. */
const EDGE_CHARACTERS = [
  ...'\u0000\u0001\u0008\t\n\u000B\u000C\r\u000E\u001F \u007F\u0080\u0085\u009F\u00A0\u1680\u2000\u200A\u200B\u2028\u2029\u202F\u205F\u3000\uFEFF',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '😀',
  'a',
  'Z',
  '7',
  'é',
  '-',
];
const textArbitrary = fc.oneof(
  fc.array(fc.constantFrom(...EDGE_CHARACTERS), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

describe('the text pattern agrees with the text check', () => {
  for (const kind of ['single-line', 'multi-line'] as const satisfies TextKind[]) {
    for (const trimmed of [true, false]) {
      it(`${kind}, ${trimmed ? 'after trimming' : 'as sent'}: accepted exactly when matched`, () => {
        const base = trimmed ? z.string().trim() : z.string();
        const schema = base.superRefine(typedText('Field', kind)).meta(typedTextRule(kind, { trimmed }));
        const pattern = documented(schema).pattern;
        expect(typeof pattern).toBe('string');
        const matches = matcher(pattern as string);
        fc.assert(
          fc.property(textArbitrary, (value) => {
            expect(matches.test(value), JSON.stringify(value)).toBe(schema.safeParse(value).success);
          }),
          { numRuns: 3000 },
        );
      });
    }
  }

  it('keeps a whole emoji and refuses a lone surrogate, NUL and a tab inside one line', () => {
    const single = matcher(typedTextRule('single-line').pattern);
    expect(single.test('Leak 😀 fixed')).toBe(true);
    expect(single.test('\tLeak\n')).toBe(true);
    for (const refused of ['Le\u0000ak', 'Le\uD800ak', 'Le\tak', 'Le\nak'])
      expect(single.test(refused)).toBe(false);
    expect(matcher(typedTextRule('multi-line').pattern).test('Line 1\nLine\t2')).toBe(true);
  });
});

describe('the email pattern agrees with the email check', () => {
  it('accepted exactly when matched (format email says the same to a validator that knows it)', () => {
    const shown = documented(EmailInputSchema);
    expect(shown.format).toBe('email');
    const matches = matcher(shown.pattern as string);
    const email = fc.oneof(
      fc.emailAddress(),
      fc
        .tuple(fc.constantFrom('', ' ', '\t', '\n'), fc.emailAddress(), fc.constantFrom('', ' ', '\u00A0'))
        .map((parts) => parts.join('')),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(email, (value) => {
        const accepted = EmailInputSchema.safeParse(value).success;
        const lengthOk = value.length >= 1 && value.length <= 254;
        // Lengths are the document's minLength/maxLength; the pattern answers for the rest.
        if (lengthOk) expect(matches.test(value), JSON.stringify(value)).toBe(accepted);
      }),
      { numRuns: 2000 },
    );
  });
});

/** Dates around both ends of the range, valid and invalid calendar days, with and without offsets. */
const year = fc.oneof(
  fc.constantFrom(0, 20, 1000, 1899, 1900, 1901, 1999, 2000, 2099, 2100, 2101, 9999),
  fc.integer({ min: 0, max: 9999 }),
);
const twoDigits = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
const day = fc
  .tuple(
    year,
    fc.oneof(fc.constantFrom('01', '02', '12'), twoDigits(13)),
    fc.oneof(fc.constantFrom('01', '28', '29', '31'), twoDigits(32)),
  )
  .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${m}-${d}`);
const offset = fc.oneof(
  fc.constant('Z'),
  fc
    .tuple(fc.constantFrom('+', '-'), twoDigits(23), fc.constantFrom('00', '30'))
    .map(([s, h, m]) => `${s}${h}:${m}`),
);
const time = fc
  .tuple(twoDigits(23), twoDigits(59), twoDigits(59), fc.constantFrom('', '.5', '.999'), offset)
  .map(([h, m, s, f, o]) => `T${h}:${m}:${s}${f}${o}`);
const dateArbitrary = fc.oneof(
  day,
  fc.tuple(day, time).map(([d, t]) => d + t),
  fc.constantFrom(
    '1900-01-01T00:30:00+01:00',
    '1899-12-31T23:30:00-01:00',
    '2100-12-31T23:30:00-01:00',
    '2101-01-01T00:30:00+01:00',
    '0020-02-29T00:00:00Z',
  ),
);

const instantInRange = (value: string) => {
  const time = Date.parse(value);
  return time >= Date.parse(`${DATE_MIN}T00:00:00Z`) && time <= Date.parse(`${DATE_MAX}T23:59:59.999Z`);
};

/** The branches of the union the document shows: each a pattern, and whether it is a date-time. */
function branchesOf(schema: z.ZodType) {
  const anyOf = documented(schema).anyOf as { pattern: string; format: string; description: string }[];
  return anyOf.map((branch) => ({
    matches: matcher(branch.pattern),
    isDateTime: branch.format === 'date-time',
    description: branch.description,
  }));
}

describe('the date patterns agree with the date checks', () => {
  for (const [name, schema] of [
    ['dayInput', dayInput('Due date')],
    ['instantInput', instantInput('From', '00:00:00')],
  ] as const) {
    it(`${name}: accepted exactly when a branch's pattern matches and, for a date-time, the described instant rule holds`, () => {
      const branches = branchesOf(schema);
      for (const branch of branches) {
        if (branch.isDateTime) expect(branch.description).toContain('once its offset is applied');
      }
      fc.assert(
        fc.property(dateArbitrary, (value) => {
          const byDocument = branches.some(
            (branch) => branch.matches.test(value) && (!branch.isDateTime || instantInRange(value)),
          );
          expect(byDocument, value).toBe(schema.safeParse(value).success);
        }),
        { numRuns: 3000 },
      );
    });
  }

  it("refuses the issue's year 0020 in the pattern itself", () => {
    for (const branch of branchesOf(instantInput('From', '00:00:00'))) {
      expect(branch.matches.test('0020-02-29T00:00:00Z')).toBe(false);
      expect(branch.matches.test('0020-02-29')).toBe(false);
    }
  });
});
