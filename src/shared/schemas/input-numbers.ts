import { z } from 'zod';

/** Ids are PostgreSQL integers: anything larger cannot exist and must not reach the database. */
export const MAX_ID = 2_147_483_647;

/**
 * A whole number as a person or a URL writes it (ADR 020): plain decimal digits. '0x0A', '1e1',
 * '10.0', '+10', '010' and '-0' all name 10 or 0 to Number(), and none of them is a way to ask for it.
 */
const CANONICAL_INTEGER = /^(0|-?[1-9][0-9]*)$/;

type NumberChecks = (schema: z.ZodNumber) => z.ZodNumber;

/** Words that replace the defaults built from the name. */
export type NumberMessages = { type?: string; whole?: string; required?: string; range?: string };

/**
 * A whole number from a JSON number or a string of canonical digits (path, query and form values
 * arrive as text). `checks` adds the bounds.
 */
export function wholeNumber(name: string, checks: NumberChecks, messages: NumberMessages = {}) {
  const typeMessage = messages.type ?? `${name} must be a number`;
  const wholeMessage = messages.whole ?? `${name} must be a whole number`;
  const requiredMessage = messages.required ?? typeMessage;
  return z.preprocess(
    (value, ctx) => {
      if (typeof value !== 'string') return value;
      if (CANONICAL_INTEGER.test(value)) return Number(value);
      // A number written some other way gets the words for what is wrong with it.
      if (value.trim() !== '' && Number.isFinite(Number(value))) {
        ctx.addIssue({ code: 'custom', message: wholeMessage, input: value });
      }
      return value;
    },
    checks(
      z
        .number({ error: (issue) => (issue.input === undefined ? requiredMessage : typeMessage) })
        .int(wholeMessage),
    ),
  );
}

/** A record id: 1 to MAX_ID, the same rule for path, query, body and form ids. */
export function idInput(name: string, messages: NumberMessages = {}) {
  return wholeNumber(
    name,
    (schema) =>
      schema
        .positive(messages.range ?? `${name} must be positive`)
        .max(MAX_ID, messages.range ?? `${name} is out of range`),
    messages,
  );
}
