import { z } from 'zod';
import { EMAIL_MAX_LENGTH, emailProblem, phoneProblem } from '../domain/customer-contact.ts';
import { untypeableTextMessage } from '../domain/typed-text.ts';
import { typedTextRule } from './input-text.ts';

/**
 * One line of customer text (ADR 020's text rules), where blank means "not known": '' and '  '
 * are stored as null, so clearing a field in any form clears it (ADR 024). `rule` adds the
 * field's own check to text that is typeable and not blank.
 */
function clearableLine(
  max: number,
  label: string,
  rule?: (value: string, label: string) => string | undefined,
) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine((value, ctx) => {
      const message =
        untypeableTextMessage(value, label, 'single-line') ?? (value ? rule?.(value, label) : undefined);
      if (message) ctx.addIssue({ code: 'custom', message, input: value });
    })
    .meta(typedTextRule('single-line'))
    .transform((value) => value || null)
    .nullable()
    .optional();
}

/** A name, a street address, a city: any typeable line; blank clears it. */
export const customerTextInput = (max: number, label: string) => clearableLine(max, label);

/** Digits with spaces, ( ) - . a leading + and an optional extension; 7 to 15 digits. */
export const phoneInput = (label: string) =>
  clearableLine(50, label, phoneProblem).meta({
    description: `${label}: digits with spaces, ( ) - . and a leading +, 7 to 15 digits, optionally an extension ('ext. 12', 'x12'); blank or null clears it`,
    examples: ['(555) 201-3344', '+1 555 201 3344 ext. 12'],
  });

/** An email address (z.email()'s pattern); blank clears it. */
export const emailInput = (label: string) =>
  clearableLine(EMAIL_MAX_LENGTH, label, emailProblem).meta({
    description: `${label}: an email address; blank or null clears it`,
    examples: ['jane.smith@example.com'],
  });
