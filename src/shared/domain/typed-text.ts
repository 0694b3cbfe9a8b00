/**
 * What a person can type into a field (ADR 020). PostgreSQL cannot store U+0000 at all, and the other
 * characters below never come from a keyboard: they come from broken encoders, binary pasted as text
 * or probes. Tab, line feed and carriage return are typed, but only into multi-line fields.
 */
export type TextKind = 'single-line' | 'multi-line';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** With the u flag a surrogate range matches only unpaired halves; a whole emoji is one code point. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** 'U+0000' for a character, as the error message names it. */
export function codePointLabel(char: string): string {
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
