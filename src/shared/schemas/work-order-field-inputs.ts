import { z } from 'zod';
import { MAX_AMOUNT, parseMoney } from '../domain/money.ts';
import {
  normalizePausedStatus,
  PAUSED_STATUS_VALUES,
  type PausedStatusField,
} from '../domain/paused-job-status.ts';
import { normalizePriority, WORK_ORDER_PRIORITIES } from '../domain/work-order-priority.ts';
import { normalizeStatus, WORK_ORDER_STATUSES } from '../domain/work-order-status.ts';
import { normalizeType, WORK_ORDER_TYPES } from '../domain/work-order-type.ts';
import { dayInput, instantInput } from './input-dates.ts';
import { idInput } from './input-numbers.ts';
import { singleLine, type TextKind, typedText, typedTextRule } from './input-text.ts';

/**
 * The fields of the work-order requests (work-order-inputs.ts), one at a time: each accepts the
 * spellings clients send and yields the stored value, with the catalogue's words when it cannot.
 */

/**
 * A word of a fixed vocabulary in any accepted spelling (`normalize`), stored as the one value it
 * means; anything else is refused with the list of `values`.
 */
const vocabularyInput = <Stored extends string>(
  label: string,
  missingMessage: string,
  normalize: (value: string) => Stored | undefined,
  values: readonly string[],
) =>
  z.string({ error: missingMessage }).transform((value, ctx) => {
    const stored = normalize(value);
    if (stored) return stored;
    ctx.addIssue({ code: 'custom', message: `${label} must be one of: ${values.join(', ')}` });
    return z.NEVER;
  });

export const StatusInputSchema = vocabularyInput(
  'Status',
  'Status is required',
  normalizeStatus,
  WORK_ORDER_STATUSES,
).meta({
  description:
    'open, in-progress, on-hold or completed. Also accepted, in any case, spaces, - and _ ignored: ' +
    'active, new, pending (open); working (in-progress); paused, hold, waiting (on-hold); ' +
    'complete, done, finished, resolved (completed).',
});

export const PriorityInputSchema = vocabularyInput(
  'Priority',
  'Priority is required',
  normalizePriority,
  WORK_ORDER_PRIORITIES,
).meta({
  description: 'normal or urgent, in any case. Also accepted: low, medium (normal); high, critical (urgent).',
});

/** Type is a required string; anything that is not a named type is a plain task. */
export const TypeInputSchema = z
  .string({ error: 'Type is required' })
  .trim()
  .min(1, 'Type is required')
  .superRefine(singleLine('Type'))
  .meta(typedTextRule('single-line'))
  .transform(normalizeType)
  .meta({
    description: `${WORK_ORDER_TYPES.join(', ')}, in any case; any other text is stored as task.`,
  });

/** A paused-job status in any accepted spelling, stored as the one value it means (ADR 009). */
export const pausedStatus = (field: PausedStatusField, label: string) =>
  vocabularyInput(
    label,
    `${label} must be text`,
    (value) => normalizePausedStatus(field, value),
    PAUSED_STATUS_VALUES[field],
  ).meta({
    description: `${PAUSED_STATUS_VALUES[field].join(', ')}, in any case; ${PAUSED_STATUS_ALIASES[field]}.`,
  });

/** The other spellings paused-job-status.ts accepts, for the API's documentation. */
const PAUSED_STATUS_ALIASES: Record<PausedStatusField, string> = {
  preAuthStatus: "'na' and 'none' mean N/A",
  authorizationStatus: "'na' and 'none' mean N/A; 'Partial Approval' and 'partially approved' mean Partial",
  rwpFormStatus: "'na' and 'none' mean N/A; 'with part' and 'w/part' mean w/ Part",
};

/** A number or a string of digits (select values); ADR 020's one id rule. */
export const EmployeeIdSchema = idInput('Employee id');

/**
 * Missing and wrong-type inputs get different words: 'Job # is required' vs 'Job # must be text'.
 * Single-line unless said otherwise: only descriptions and notes are typed in a multi-line box.
 */
export const text = (
  max: number,
  label: string,
  requiredMessage = `${label} is required`,
  kind: TextKind = 'single-line',
) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : `${label} must be text`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine(typedText(label, kind))
    .meta(typedTextRule(kind));
/** Not blank: missing and empty get the same words ('Job # is required'). */
export const requiredText = (max: number, label: string, requiredMessage: string, kind?: TextKind) =>
  text(max, label, requiredMessage, kind).min(1, requiredMessage);
export const optionalText = (max: number, label: string, kind?: TextKind) =>
  text(max, label, undefined, kind).nullable().optional();

/** A calendar day 'YYYY-MM-DD' from 1900 to 2100 (ADR 020); null clears the field. */
export const day = (label: string) => dayInput(label).nullable().optional();

/** A point in time (due date); a plain day means the end of that day, UTC. */
export const instant = (label: string) =>
  instantInput(label, '23:59:59.000')
    .transform((value) => value.toISOString())
    .nullable()
    .optional();

/** Money as a number or as typed ('$1,250.00'); stored exactly with 2 decimals. */
export const MoneyInputSchema = z
  .union([z.number(), z.string()], { error: 'Amount must be a number' })
  .transform((value, ctx) => {
    const amount =
      typeof value === 'string'
        ? parseMoney(value)
        : Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT
          ? Math.round(value * 100) / 100
          : null;
    if (amount !== null) return amount;
    ctx.addIssue({ code: 'custom', message: 'Amount must be a dollar amount such as $1,234.50' });
    return z.NEVER;
  });

export const LAST_APPOINTMENT = 'Last appointment date';

/**
 * The task date picker disables future dates and dates before 1900-01-01. The range is the
 * one of every date (ADR 020); the future is refused on the task form only, as specified.
 */
export const pastDay = dayInput(LAST_APPOINTMENT).refine(
  // One day of slack: the office's "today" may already be tomorrow in UTC.
  (day) => day <= new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10),
  `${LAST_APPOINTMENT} cannot be in the future`,
);
