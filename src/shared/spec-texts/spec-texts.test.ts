import { describe, expect, it } from 'vitest';
import { SPEC_QUOTES } from '#tooling/spec-quotes/spec-quotes.data.ts';
import { catalogueStrings } from './catalogue-strings.ts';
import { fillTemplate } from './index.ts';

describe("the text catalogue against the product's specified wording", () => {
  const held = new Set(catalogueStrings());

  it.each(
    SPEC_QUOTES.filter((quote) => !quote.notHonoured).map((quote) => [
      `${quote.section}: ${quote.catalogue ?? quote.text}`,
      quote,
    ]),
  )('holds %s', (_name, quote) => {
    expect(held.has(quote.catalogue ?? quote.text)).toBe(true);
  });

  it.each(SPEC_QUOTES.filter((quote) => quote.notHonoured).map((quote) => [quote.text, quote]))(
    'does not hold %s, which the portal does not show',
    (_name, quote) => {
      expect(held.has(quote.text)).toBe(false);
    },
  );

  it('lists no specified text twice', () => {
    const texts = SPEC_QUOTES.map((quote) => `${quote.section}|${quote.text}`);
    expect(texts.length).toBe(new Set(texts).size);
  });
});

describe('fillTemplate', () => {
  it('puts values into their placeholders', () => {
    expect(fillTemplate('HTTP {status}: {text}', { status: 500, text: 'Internal Server Error' })).toBe(
      'HTTP 500: Internal Server Error',
    );
  });

  it('leaves a placeholder with no value as written', () => {
    expect(fillTemplate('{shown} showing of {total} total paused jobs', { shown: 3 })).toBe(
      '3 showing of {total} total paused jobs',
    );
  });
});
