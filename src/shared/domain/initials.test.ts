import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials (avatars)', () => {
  it.each([
    ['Priya Natarajan', 'PN'],
    ['priya natarajan', 'PN'],
    ['Madonna', 'M'],
    ['Mary Ann van der Berg', 'MA'],
    ['  Jo   Lee  ', 'JL'],
    ['Élodie Ørsted', 'ÉØ'],
    ['', '??'],
    ['   ', '??'],
    [null, '??'],
    [undefined, '??'],
  ])('%s -> %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('never splits a character outside the basic plane', () => {
    expect(initials('𝒜lice 𝒷ob')).toBe('𝒜𝒷');
  });
});
