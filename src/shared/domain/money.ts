/** Amounts are dollars with cents, below ten billion (numeric(12, 2) in the database). */
export const MAX_AMOUNT = 9_999_999_999.99;

/** '$1,234.50', '1234.5', '1,234', '$0', '.50': an optional $, digits (commas only between thousands), up to 2 decimals. */
const MONEY_TEXT = /^\$?\s*(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d{1,2})?$/;

/**
 * Money as typed in a form: '$1,234.50' -> 1234.5. Blank is 0 (amounts default to
 * $0.00). Anything else (letters, '1,2,3', three decimals, a minus sign) is null: not an amount.
 */
export function parseMoney(input: string): number | null {
  const text = input.trim();
  if (text === '' || text === '$') return 0;
  if (!MONEY_TEXT.test(text) || !/\d/.test(text)) return null;
  const value = Number(text.replace(/[$,\s]/g, ''));
  if (!Number.isFinite(value) || value > MAX_AMOUNT) return null;
  return Math.round(value * 100) / 100;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 1234.5 -> '$1,234.50'; no amount is '$0.00' (the OPC amount's default). */
export function formatMoney(value: number | null | undefined): string {
  return dollars.format(value ?? 0);
}
