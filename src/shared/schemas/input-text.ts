import { z } from 'zod';
import { type TextKind, typedTextPattern, untypeableTextMessage } from '../domain/typed-text.ts';

export type { TextKind };

/**
 * The text boundary of ADR 020, for every string the API accepts: `.superRefine(singleLine('Job #'))`
 * after `.trim()`. It refuses U+0000 (PostgreSQL cannot store it), the other control characters and
 * lone surrogates (nobody types them), and, in single-line fields, line breaks and tabs.
 */
export function typedText(label: string, kind: TextKind) {
  return (value: string, ctx: z.core.$RefinementCtx<string>) => {
    const message = untypeableTextMessage(value, label, kind);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  };
}

/** Names, titles, numbers, emails, filters: one line of text. */
export const singleLine = (label: string) => typedText(label, 'single-line');
/** Descriptions, notes, comments, questions and answers: line breaks and tabs are kept. */
export const multiLine = (label: string) => typedText(label, 'multi-line');

/**
 * The rule for the OpenAPI document, as the field's metadata: `.superRefine(singleLine('Job #'))
 * .meta(typedTextRule('single-line'))`. `trimmed: false` for a field checked as sent (passwords).
 */
export function typedTextRule(kind: TextKind, { trimmed = true }: { trimmed?: boolean } = {}) {
  return { pattern: typedTextPattern(kind, trimmed) };
}

const bounded = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

/** Trimmed text of one line, from `min` to `max` characters, with its rule in the OpenAPI document. */
export const boundedLine = (label: string, min: number, max: number) =>
  bounded(label, min, max).superRefine(singleLine(label)).meta(typedTextRule('single-line'));

/** The same for text of several lines (notes, message texts). */
export const boundedLines = (label: string, min: number, max: number) =>
  bounded(label, min, max).superRefine(multiLine(label)).meta(typedTextRule('multi-line'));
