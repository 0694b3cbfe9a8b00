import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, searchTerms, searchWords } from './search-terms.ts';

describe('searchWords', () => {
  it('takes runs of letters and digits of any script, lower-cased, once each', () => {
    expect(searchWords("  O'Brien, PV-100A; 3/4 ")).toEqual(['o', 'brien', 'pv', '100a', '3', '4']);
    expect(searchWords('Müller STRASSE Müller 東京 ٣٤٥')).toEqual(['müller', 'strasse', '東京', '٣٤٥']);
    expect(searchWords('e\u0301clair')).toEqual(['e\u0301clair']);
    expect(searchWords('#')).toEqual([]);
    expect(searchWords('&|!():*\\')).toEqual([]);
  });

  it('leaves out a word that begins another one, and keeps the first words', () => {
    expect(searchWords('pipe pipes p')).toEqual(['pipes']);
    const many = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet';
    expect(searchWords(many)).toEqual(many.split(' ').slice(0, MAX_SEARCH_WORDS));
  });
});

describe('searchTerms', () => {
  it('makes every word a quoted prefix, all required', () => {
    expect(searchTerms('Water heater').tsquery).toBe("'water':* & 'heater':*");
    expect(searchTerms("heater':* | !x").tsquery).toBe("'heater':* & 'x':*");
    expect(searchTerms('--').tsquery).toBeUndefined();
  });

  it('looks for the whole search inside job numbers when it has a digit and three characters', () => {
    expect(searchTerms('4546').jobNumberPattern).toBe('%4546%');
    expect(searchTerms(' P17-4 ').jobNumberPattern).toBe('%P17-4%');
    expect(searchTerms('45').jobNumberPattern).toBeUndefined();
    expect(searchTerms('heater').jobNumberPattern).toBeUndefined();
    expect(searchTerms('10%_\\').jobNumberPattern).toBe('%10\\%\\_\\\\%');
  });

  it('tells a search of digits-only words from one with letters', () => {
    expect(searchTerms('5557646618').digitsOnly).toBe(true);
    expect(searchTerms('7646 6618').digitsOnly).toBe(true);
    expect(searchTerms('555-764-6618').digitsOnly).toBe(false);
    expect(searchTerms('250').digitsOnly).toBe(false);
    expect(searchTerms('44006').digitsOnly).toBe(true);
    expect(searchTerms('P17 4').digitsOnly).toBe(false);
    expect(searchTerms('250 Main').digitsOnly).toBe(false);
    expect(searchTerms('--').digitsOnly).toBe(false);
  });

  it('never gives to_tsquery anything but quoted words of letters, digits and marks', () => {
    const operand = "'[\\p{L}\\p{N}\\p{M}]+':\\*";
    const shape = new RegExp(`^${operand}( & ${operand})*$`, 'u');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const { tsquery } = searchTerms(text);
        if (tsquery !== undefined) expect(tsquery).toMatch(shape);
      }),
    );
  });
});
