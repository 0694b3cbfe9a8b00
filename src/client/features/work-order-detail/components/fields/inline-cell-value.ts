import { formatMoney, parseMoney } from '#shared/domain/money.ts';

/** What an inline cell holds: text or a day, dollars in money mode, null when not set. */
export type CellValue = string | number | null;

/** The same words the server gives for a bad amount (MoneyInputSchema), without loading zod here. */
const MONEY_ERROR = 'Amount must be a dollar amount such as $1,234.50';

/** The editor's starting text: the value as shown, money with its $ and separators. */
export function draftOf(value: CellValue): string {
  if (typeof value === 'number') return formatMoney(value);
  return value ?? '';
}

/**
 * What the editor's text becomes: trimmed, and nothing at all when blank (null if cleared).
 * Money is parsed as typed ('$1,234.50' -> 1234.5); text that is no amount, or that the cell's own
 * check refuses (a phone, an email), is an error to show.
 */
export function readDraft(
  mode: string,
  draft: string,
  validate?: (text: string) => string | undefined,
): { value: CellValue } | { error: string } {
  const text = draft.trim();
  if (!text) return { value: null };
  if (mode !== 'money') {
    const error = validate?.(text);
    return error ? { error } : { value: text };
  }
  const amount = parseMoney(text);
  return amount === null ? { error: MONEY_ERROR } : { value: amount };
}
