/**
 * What a person can type into a field (ADR 020). PostgreSQL cannot store U+0000 at all, and the other
 * characters below never come from a keyboard: they come from broken encoders, binary pasted as text
 * or probes. Tab, line feed and carriage return are typed, but only into multi-line fields.
 */
export type TextKind = 'single-line' | 'multi-line';

// The character ranges, written once for the checks below and for the OpenAPI patterns built from
// them (typedTextPattern), so the document and the server cannot drift apart.
const CONTROL_RANGES = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
const SURROGATE_RANGE = '\\uD800-\\uDFFF';
const LINE_BREAK_OR_TAB_RANGES = '\\t\\n\\r';
/** What String.prototype.trim (zod's .trim()) removes: ECMAScript's WhiteSpace and LineTerminator. */
const TRIMMED_RANGES =
  '\\t\\n\\u000B\\u000C\\r\\u0020\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF';

const CONTROL = new RegExp(`[${CONTROL_RANGES}]`);
/** With the u flag a surrogate range matches only unpaired halves; a whole emoji is one code point. */
const LONE_SURROGATE = new RegExp(`[${SURROGATE_RANGE}]`, 'u');
const LINE_BREAK_OR_TAB = new RegExp(`[${LINE_BREAK_OR_TAB_RANGES}]`);

/** 'U+0000' for a character, as the error message names it. */
function codePointLabel(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Why the text cannot be accepted, in words for a person, or undefined when it can. */
export function untypeableTextMessage(value: string, label: string, kind: TextKind): string | undefined {
  const bad = CONTROL.exec(value)?.[0] ?? LONE_SURROGATE.exec(value)?.[0];
  if (bad !== undefined) return `${label} contains a character that is not allowed (${codePointLabel(bad)})`;
  if (kind === 'single-line' && LINE_BREAK_OR_TAB.test(value)) {
    return `${label} must be on one line, without line breaks or tabs`;
  }
  return undefined;
}

/**
 * The same rule as a JSON Schema `pattern` (ECMA-262 read with the u flag, as JSON Schema 2020-12
 * validators and Python's `re` read it, so a whole emoji is one character). A trimmed field is
 * checked after zod's .trim(), so blanks of the trimmed kind may surround the text, tab and line
 * breaks included, even in a single-line field. Tested both ways against untypeableTextMessage.
 */
export function typedTextPattern(kind: TextKind, trimmed: boolean): string {
  const refused = CONTROL_RANGES + SURROGATE_RANGE + (kind === 'single-line' ? LINE_BREAK_OR_TAB_RANGES : '');
  const typeable = `^[^${refused}]*$`;
  return trimmed ? allowingTrimmedBlanks(typeable) : typeable;
}

/** A whole-string pattern '^...$' for a value checked after .trim(): the blanks trim removes may surround it. */
export function allowingTrimmedBlanks(pattern: string): string {
  const blanks = `[${TRIMMED_RANGES}]*`;
  return `^${blanks}(?:${pattern.slice(1, -1)})${blanks}$`;
}
