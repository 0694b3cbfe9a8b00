import { describe, expect, it } from 'vitest';
import {
  addressLine,
  directionsHref,
  emailProblem,
  mailtoHref,
  phoneProblem,
  telHref,
} from './customer-contact.ts';

describe('phone numbers (ADR 024)', () => {
  it.each([
    '(555) 201-3344',
    '555-201-3344',
    '555.201.3344',
    '555 201 3344',
    '5552013344',
    '555-0100',
    '+1 (555) 201-3344',
    '+44 20 7946 0958',
    '(555) 201-3344 ext. 12',
    '555-201-3344 x12',
    '555-201-3344 #4',
    '555-201-3344 Ext 123',
  ])('accepts %j', (value) => {
    expect(phoneProblem(value, 'Customer phone')).toBeUndefined();
  });

  it.each([
    ['call me', 'may only contain'],
    ['555-CALL-NOW', 'may only contain'],
    ['555 201 3344 (cell)', 'may only contain'],
    ['1+555 201 3344', 'may only contain'],
    ['555/201/3344', 'may only contain'],
    ['201-334', 'must have 7 to 15 digits'],
    ['( ) - .', 'must have 7 to 15 digits'],
    ['+1 555 201 3344 999 888', 'must have 7 to 15 digits'],
    ['x12', 'may only contain'],
  ])('refuses %j', (value, words) => {
    expect(phoneProblem(value, 'Customer phone')).toMatch(new RegExp(`^Customer phone ${words}`));
  });

  it('makes a call link of digits, the +, and the extension after a pause', () => {
    expect(telHref('(555) 201-3344')).toBe('tel:5552013344');
    expect(telHref('+1 555.201.3344 ext. 12')).toBe('tel:+15552013344,12');
    // Older data that is no phone number is shown, never dialled.
    expect(telHref('ask the tenant')).toBeNull();
    expect(telHref(null)).toBeNull();
  });
});

describe('email addresses (ADR 024)', () => {
  it.each(['jane@example.com', 'jane.o’neil@example.com'.replace('’', "'"), 'j+work@mail.example.co.uk'])(
    'accepts %j',
    (value) => {
      expect(emailProblem(value, 'Customer email')).toBeUndefined();
    },
  );

  it.each([
    'jane',
    'jane@',
    '@example.com',
    'jane@example',
    'jane@@example.com',
    'jane smith@example.com',
    '.jane@example.com',
    'jane..smith@example.com',
  ])('refuses %j', (value) => {
    expect(emailProblem(value, 'Customer email')).toBe(
      'Customer email must be an email address such as name@example.com',
    );
  });

  it('makes a mail link only of an address', () => {
    expect(mailtoHref(' jane@example.com ')).toBe('mailto:jane@example.com');
    expect(mailtoHref('not an address')).toBeNull();
  });
});

describe('the address and its map search', () => {
  it('joins location and city, and searches for both', () => {
    expect(addressLine('12 Elm St', 'Springfield')).toBe('12 Elm St, Springfield');
    expect(addressLine(null, ' Springfield ')).toBe('Springfield');
    expect(addressLine('  ', null)).toBeNull();
    expect(directionsHref('12 Elm St #4', 'Springfield')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Elm%20St%20%234%2C%20Springfield',
    );
    expect(directionsHref(null, null)).toBeNull();
  });
});
