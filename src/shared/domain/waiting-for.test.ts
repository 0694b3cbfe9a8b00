import { describe, expect, it } from 'vitest';
import { withoutWaitingForLine, withWaitingFor } from './waiting-for.ts';

describe('withWaitingFor (ADR 060)', () => {
  it('adds the line after the description, keeping it', () => {
    expect(withWaitingFor('Leaks at the base', 'city permit')).toBe(
      'Leaks at the base\nWaiting for: city permit',
    );
    expect(withWaitingFor('', 'city permit')).toBe('Waiting for: city permit');
  });

  it('replaces an existing line rather than adding a second, and ignores blank words', () => {
    expect(withWaitingFor('Leaks\nWaiting for: tank\nCall first', '  gas   inspection ')).toBe(
      'Leaks\nWaiting for: gas inspection\nCall first',
    );
    expect(withWaitingFor('Leaks', '   ')).toBe('Leaks');
  });

  it('takes the line out where it is shown on its own', () => {
    expect(withoutWaitingForLine('Leaks\nWaiting for: tank\nCall first')).toBe('Leaks\nCall first');
  });
});
