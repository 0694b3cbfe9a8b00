import { describe, expect, it } from 'vitest';
import { customerPlace } from './customer-place.ts';

describe('customerPlace', () => {
  it('joins the customer and the city, or gives whichever is recorded', () => {
    expect(customerPlace({ customerName: 'Ana Ruiz', city: 'Springfield' })).toBe('Ana Ruiz · Springfield');
    expect(customerPlace({ customerName: 'Ana Ruiz', city: null })).toBe('Ana Ruiz');
    expect(customerPlace({ customerName: '  ', city: 'Springfield' })).toBe('Springfield');
  });

  it('is nothing when neither is recorded', () => {
    expect(customerPlace({ customerName: null, city: '' })).toBeNull();
  });
});
