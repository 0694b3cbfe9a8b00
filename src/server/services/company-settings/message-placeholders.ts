import { CUSTOMER_MESSAGE_PLACEHOLDERS } from '#shared/schemas/company-settings.ts';

const PLACEHOLDER = /\{([^{}]*)\}/g;
const KNOWN: ReadonlySet<string> = new Set(CUSTOMER_MESSAGE_PLACEHOLDERS);

/** The first `{name}` in a message text that is not one of CUSTOMER_MESSAGE_PLACEHOLDERS, if any. */
export function unknownPlaceholderIn(text: string | undefined): string | null {
  if (!text) return null;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!KNOWN.has(name)) return name;
  }
  return null;
}
