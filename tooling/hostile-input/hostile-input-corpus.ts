/**
 * The hostile values of hostile-input.test.ts, enumerated (no randomness: every run sends the same
 * requests). Each value has a kind, which says what the API must answer when it replaces one valid
 * value (ADR 020):
 * - untypeable: text nobody types; refused with a 400 naming the field, wherever it is sent.
 * - date: a date outside 1900-01-01..2100-12-31 (after its offset); a 400 naming a date field.
 * - id: a number not written in plain digits; a 400 naming an id field or path parameter.
 * - other: anything else; any answer but a 5xx, and a refused one changes nothing.
 */
export type HostileKind = 'untypeable' | 'date' | 'id' | 'other';

/** Which properties a value is sent to: every one, or those of one type (from the document). */
type Fits = 'any' | 'text' | 'date' | 'integer';

/**
 * A JSON value as raw JSON text, so values JSON.stringify cannot write (1e400, -0) are sent too.
 * Core values go to every property of their type; the others to the first property of each
 * distinct schema (hostile-input.test.ts), which keeps the run short without losing a field.
 */
export type HostileJson = { name: string; kind: HostileKind; fits: Fits; core?: true; json: string };

/** One hostile value: its name, kind and fit, what is sent (`sent`), and `core` only when set. */
const hostile = <Sent extends object>(
  name: string,
  kind: HostileKind,
  fits: Fits,
  sent: Sent,
  core?: true,
) => ({
  name,
  kind,
  fits,
  ...sent,
  ...(core ? { core } : {}),
});
const value = (name: string, kind: HostileKind, fits: Fits, json: string, core?: true): HostileJson =>
  hostile(name, kind, fits, { json }, core);
const json = (name: string, kind: HostileKind, fits: Fits, v: unknown, core?: true) =>
  value(name, kind, fits, JSON.stringify(v), core);

const LONG = 'x'.repeat(10_000);

/** Sent in a body and in a query string alike (as JSON text, or percent-encoded). */
type Edge = { name: string; text: string; core?: true };
/** Instants past the ends of the range once their offset applies, or just inside (ADR 020). */
const OFFSET_DATES: Edge[] = [
  { name: '9999-12-31 at -14:00', text: '9999-12-31T23:59:59-14:00', core: true },
  { name: 'last day at -14:00', text: '2100-12-31T23:59:59-14:00' },
  { name: 'first day at +14:00', text: '1900-01-01T00:00:00+14:00' },
];
/** Numbers that are ids, not written in plain digits. */
const ID_SPELLINGS: Edge[] = [
  { name: 'hex', text: '0x0A', core: true },
  { name: 'exponent', text: '1e1' },
  { name: 'decimal', text: '10.0' },
  { name: 'plus', text: '+10' },
];

/** Values for one property of a JSON body (and, as text, of a multipart form). */
export const BODY_VALUES: HostileJson[] = [
  json('NUL', 'untypeable', 'any', 'a\u0000b', true),
  json('escape sequence', 'untypeable', 'any', '\u001b[31mred'),
  json('DEL', 'untypeable', 'any', 'a\u007fb'),
  json('C1 control', 'untypeable', 'any', 'a\u0085b'),
  // JSON.stringify writes lone surrogates as \ud800 escapes, as a hostile client would.
  json('lone high surrogate', 'untypeable', 'any', 'a\ud800b'),
  json('lone low surrogate', 'untypeable', 'any', '\udc00'),
  json('bidi override', 'other', 'text', 'abc\u202Edef'),
  json('emoji', 'other', 'text', 'pipe \u{1F6BF} fixed'),
  json('line break', 'other', 'text', 'one\ntwo'),
  json('tab', 'other', 'text', 'one\ttwo'),
  json('10,000 characters', 'other', 'text', LONG),
  json('10,001 characters', 'other', 'text', `${LONG}x`),
  json('blank', 'other', 'text', '   '),
  json('empty', 'other', 'any', ''),
  json('year 0 day', 'date', 'date', '0000-01-01', true),
  json('year 0 instant', 'date', 'date', '0000-01-01T00:00:00Z'),
  ...OFFSET_DATES.map((edge) => json(edge.name, 'date', 'date', edge.text, edge.core)),
  json('1899-12-31', 'date', 'date', '1899-12-31', true),
  json('2101-01-01', 'date', 'date', '2101-01-01'),
  json('year 10000 day', 'date', 'date', '10000-01-01'),
  json('expanded year 10000', 'date', 'date', '+010000-01-01T00:00:00Z'),
  json('in range at +14:00', 'other', 'date', '2026-06-01T08:00:00+14:00'),
  json('February 30', 'other', 'date', '2026-02-30'),
  ...ID_SPELLINGS.map((edge) => json(`${edge.name} id`, 'id', 'integer', edge.text, edge.core)),
  json('zero', 'other', 'integer', 0),
  json('negative', 'other', 'integer', -1),
  json('fraction', 'other', 'integer', 1.5),
  json('past int4', 'other', 'integer', 2_147_483_648, true),
  json('past safe integer', 'other', 'integer', 2 ** 53 + 2),
  json('huge', 'other', 'integer', 1e308),
  json('numeric string', 'other', 'any', '10'),
  value('minus zero', 'other', 'any', '-0'),
  value('1e400', 'other', 'any', '1e400'),
  json('true', 'other', 'any', true),
  json('null', 'other', 'any', null),
  json('array', 'other', 'any', ['a', 1]),
  json('object', 'other', 'any', { a: 1 }),
  value('__proto__ object', 'other', 'any', '{"__proto__":{"isAdmin":true}}'),
  value('constructor object', 'other', 'any', '{"constructor":{"prototype":{"isAdmin":true}}}'),
];

/** A query string value, already percent-encoded where it must be. */
export type HostileQuery = { name: string; kind: HostileKind; fits: Fits; core?: true; encoded: string };
const encodedQuery = (
  name: string,
  kind: HostileKind,
  fits: Fits,
  encoded: string,
  core?: true,
): HostileQuery => hostile(name, kind, fits, { encoded }, core);
const query = (name: string, kind: HostileKind, fits: Fits, v: string, core?: true) =>
  encodedQuery(name, kind, fits, encodeURIComponent(v), core);

export const QUERY_VALUES: HostileQuery[] = [
  { name: 'empty', kind: 'other', fits: 'any', encoded: '', core: true },
  { name: 'blank', kind: 'other', fits: 'any', encoded: '%20%20', core: true },
  query('NUL', 'untypeable', 'any', 'a\u0000b', true),
  query('C0 control', 'untypeable', 'any', 'a\u0001b'),
  query('DEL', 'untypeable', 'any', 'a\u007fb'),
  query('C1 control', 'untypeable', 'any', 'a\u0085b'),
  // A lone surrogate cannot be UTF-8; these are the bytes a broken encoder sends for one.
  encodedQuery('CESU surrogate bytes', 'other', 'any', '%ED%A0%80'),
  encodedQuery('invalid UTF-8', 'other', 'text', '%FF%FE'),
  encodedQuery('bad percent escape', 'other', 'text', '%zz'),
  query('bidi override', 'other', 'text', 'abc\u202Edef'),
  query('10,000 characters', 'other', 'any', LONG),
  query('comma list', 'other', 'text', 'a,b,,c'),
  query('word', 'other', 'any', 'abc'),
  query('year 0', 'date', 'date', '0000-01-01', true),
  ...OFFSET_DATES.map((edge) => query(edge.name, 'date', 'date', edge.text, edge.core)),
  ...ID_SPELLINGS.map((edge) => query(edge.name, 'id', 'integer', edge.text, edge.core)),
  query('leading zero', 'id', 'integer', '010'),
  query('minus zero', 'id', 'integer', '-0'),
  query('negative', 'other', 'integer', '-1'),
  query('zero', 'other', 'integer', '0'),
  query('past int4', 'other', 'integer', '2147483648'),
  query('20 digits', 'other', 'integer', '99999999999999999999', true),
];

/** A path id that is not canonical digits, or not an id at all. `{id}` is the valid id. */
export const PATH_VALUES: { name: string; template: string; core?: true }[] = [
  { name: 'hex', template: '0x{hex}', core: true },
  { name: 'exponent', template: '{id}e0' },
  { name: 'decimal', template: '{id}.0', core: true },
  { name: 'plus', template: '%2B{id}', core: true },
  { name: 'leading zero', template: '0{id}' },
  { name: 'leading space', template: '%20{id}' },
  { name: 'trailing space', template: '{id}%20' },
  { name: 'zero', template: '0' },
  { name: 'minus zero', template: '-0' },
  { name: 'negative', template: '-{id}' },
  { name: 'past int4', template: '2147483648' },
  { name: '20 digits', template: '99999999999999999999' },
  { name: 'word', template: 'abc' },
  { name: 'NUL', template: '{id}%00', core: true },
  { name: 'CESU surrogate bytes', template: '%ED%A0%80' },
  { name: 'list', template: '{id},{id}' },
];

/**
 * Values for one request header an operation documents (Idempotency-Key, If-Match, Last-Event-ID;
 * ADR 045). `refused`: not a value of the header's form anywhere, so a 400 naming the header. The
 * others are of some header's form (a quoted key, an entity tag, *): any answer but a 5xx.
 */
export const HEADER_VALUES: { name: string; refused: boolean; value: string }[] = [
  { name: 'empty', refused: true, value: '' },
  { name: '256 characters', refused: true, value: 'k'.repeat(256) },
  { name: '10,000 characters', refused: true, value: LONG },
  { name: 'outside ASCII', refused: true, value: 'clé' },
  { name: 'tab', refused: true, value: 'a\tb' },
  { name: 'DEL', refused: true, value: 'a\u007fb' },
  { name: 'C1 control', refused: true, value: 'a\u0085b' },
  { name: '255 characters', refused: false, value: 'k'.repeat(255) },
  { name: 'quoted string', refused: false, value: '"8e03978e-40d5-43e8-bc93-6894a57f9324"' },
  { name: 'weak entity tag', refused: false, value: 'W/"1"' },
  { name: 'entity tag list', refused: false, value: '"1", "999999"' },
  { name: 'star', refused: false, value: '*' },
  { name: 'digits', refused: false, value: '12' },
];

/** Whole bodies that are not the object a route expects. */
export const WHOLE_BODIES: { name: string; json: string }[] = [
  { name: 'array', json: '[]' },
  { name: 'array of the object', json: '[{}]' },
  { name: 'null', json: 'null' },
  { name: 'string', json: '"text"' },
  { name: 'number', json: '42' },
  { name: 'malformed', json: '{"a":' },
  { name: '__proto__ key', json: '{"__proto__":{"isAdmin":true}}' },
  { name: 'constructor key', json: '{"constructor":{"prototype":{"isAdmin":true}}}' },
];

/** Content types a JSON route does not take; the body is the valid one, written to match. */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=x',
  'none',
] as const;
