import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { showServerFieldErrors } from './show-server-field-errors.ts';

type Form = { assignedTech: number; assignedEmployees: number[]; city: string };

const FIELDS = new Set(['assignedTech', 'assignedEmployees', 'city']);

const badRequest = (fieldErrors: { field: string; message: string }[]) =>
  new ApiError(400, 'Validation failed', { fieldErrors });

describe('showServerFieldErrors', () => {
  it('puts each error on its field, focusing only the first, and says that some landed', () => {
    const setError = vi.fn();
    const placed = showServerFieldErrors<Form>(
      setError,
      badRequest([
        { field: 'city', message: 'City must be at most 100 characters' },
        { field: 'assignedEmployees', message: 'Unknown employee' },
      ]),
      FIELDS,
    );
    expect(placed).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['city', { type: 'server', message: 'City must be at most 100 characters' }, { shouldFocus: true }],
      ['assignedEmployees', { type: 'server', message: 'Unknown employee' }, { shouldFocus: false }],
    ]);
  });

  it('puts an error on a list item under the list, and a payload name under its alias', () => {
    const setError = vi.fn();
    showServerFieldErrors<Form>(
      setError,
      badRequest([
        { field: 'assignedEmployees.0', message: 'Unknown or inactive employee: 3' },
        { field: 'assignedTo', message: 'Assigned tech must be an active plumber' },
      ]),
      FIELDS,
      { assignedTo: 'assignedTech' },
    );
    expect(setError.mock.calls.map(([name]) => name)).toEqual(['assignedEmployees', 'assignedTech']);
  });

  it('leaves errors about fields the form does not have, and other failures, to the caller', () => {
    const setError = vi.fn();
    expect(
      showServerFieldErrors<Form>(setError, badRequest([{ field: 'office', message: 'Too long' }]), FIELDS),
    ).toBe(false);
    expect(showServerFieldErrors<Form>(setError, new Error('Network down'), FIELDS)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
