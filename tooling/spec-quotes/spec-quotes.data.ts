import type { SpecQuote, SpecQuoteEntry } from './spec-quote.ts';
import { SECTION_2_QUOTES } from './spec-quotes-section-2.data.ts';
import { SECTION_5_QUOTES, SECTION_8_QUOTES } from './spec-quotes-sections-5-and-8.data.ts';

const inSection = (section: SpecQuote['section'], entries: readonly SpecQuoteEntry[]): SpecQuote[] =>
  entries.map((entry) => (typeof entry === 'string' ? { section, text: entry } : { section, ...entry }));

/**
 * Test data: the user-facing texts of SPEC.md sections 2, 5 and 8, word for word. The catalogue
 * (src/shared/spec-texts/index.ts) must hold every one of them, so a changed word fails
 * `spec-texts.test.ts`.
 *
 * - `text` is SPEC's wording. Where SPEC writes a placeholder (N, {status}, {name}), `catalogue`
 *   gives the template the catalogue holds instead (placeholders in braces, see fillTemplate).
 * - `notHonoured` marks a text the portal does not show, with the reason (PRODUCT.md decides, or
 *   SPEC describes something broken); the test checks that the catalogue does NOT carry it, so the
 *   list of exceptions stays true.
 * - Comments starting `PRODUCT:` note where PRODUCT.md changes the behaviour around a text that
 *   is still shown word for word.
 */
export const SPEC_QUOTES: readonly SpecQuote[] = [
  ...inSection('2', SECTION_2_QUOTES),
  ...inSection('5', SECTION_5_QUOTES),
  ...inSection('8', SECTION_8_QUOTES),
];
