import { SECTION_2_QUOTES } from './spec-quotes-section-2.data.ts';
import { SECTION_5_QUOTES, SECTION_8_QUOTES } from './spec-quotes-sections-5-and-8.data.ts';

/**
 * Test data: the user-facing texts of the product specification (not kept in this repository;
 * sections 2, 5 and 8 hold them), word for word. The catalogue
 * (./index.ts) must hold every one of them, so a changed word fails `spec-texts.test.ts`.
 *
 * - `text` is the specified wording. Where it writes a placeholder (N, {status}, {name}), `catalogue`
 *   gives the template the catalogue holds instead (placeholders in braces, see fillTemplate).
 * - `notHonoured` marks a text the portal does not show, with the reason (PRODUCT.md decides, or
 *   the specification describes something broken); the test checks that the catalogue does NOT carry it, so the
 *   list of exceptions stays true.
 * - Comments starting `PRODUCT:` note where PRODUCT.md changes the behaviour around a text that
 *   is still shown word for word.
 */
export type SpecQuote = {
  section: '2' | '5' | '8';
  text: string;
  catalogue?: string;
  notHonoured?: string;
};

/** A quote as the section files write it: its text alone when it has nothing more to say. */
export type SpecQuoteEntry = string | Omit<SpecQuote, 'section'>;

const inSection = (section: SpecQuote['section'], entries: readonly SpecQuoteEntry[]): SpecQuote[] =>
  entries.map((entry) => (typeof entry === 'string' ? { section, text: entry } : { section, ...entry }));

export const SPEC_QUOTES: readonly SpecQuote[] = [
  ...inSection('2', SECTION_2_QUOTES),
  ...inSection('5', SECTION_5_QUOTES),
  ...inSection('8', SECTION_8_QUOTES),
];
