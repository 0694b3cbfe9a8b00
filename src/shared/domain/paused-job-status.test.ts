import { describe, expect, it } from 'vitest';
import {
  CREATE_FORM_STATUS_OPTIONS,
  DIALOG_STATUS_OPTIONS,
  normalizePausedStatus,
  optionsShowing,
  PAUSED_STATUS_VALUES,
  type PausedStatusField,
} from './paused-job-status.ts';

const FIELDS: PausedStatusField[] = ['preAuthStatus', 'authorizationStatus', 'rwpFormStatus'];

describe('one stored set for both forms (ADR 009)', () => {
  it.each(FIELDS)('every %s option of either form is a stored value', (field) => {
    for (const option of [...CREATE_FORM_STATUS_OPTIONS[field], ...DIALOG_STATUS_OPTIONS[field]]) {
      expect(PAUSED_STATUS_VALUES[field]).toContain(option.value);
    }
  });

  it.each(FIELDS)('every stored %s value is offered by at least one form', (field) => {
    const offered = [...CREATE_FORM_STATUS_OPTIONS[field], ...DIALOG_STATUS_OPTIONS[field]].map(
      (o) => o.value,
    );
    for (const value of PAUSED_STATUS_VALUES[field]) expect(offered).toContain(value);
  });

  it("stores the create form's 'Partial Approval' as the dialog's 'Partial'", () => {
    expect(CREATE_FORM_STATUS_OPTIONS.authorizationStatus).toContainEqual({
      value: 'Partial',
      label: 'Partial Approval',
    });
    expect(normalizePausedStatus('authorizationStatus', 'Partial Approval')).toBe('Partial');
    expect(normalizePausedStatus('authorizationStatus', 'partial')).toBe('Partial');
  });

  it('reads any letter case and the aliases, and nothing else', () => {
    expect(normalizePausedStatus('rwpFormStatus', 'W/ PART')).toBe('w/ Part');
    expect(normalizePausedStatus('rwpFormStatus', 'with part')).toBe('w/ Part');
    expect(normalizePausedStatus('preAuthStatus', ' n/a ')).toBe('N/A');
    expect(normalizePausedStatus('preAuthStatus', 'Printed')).toBeUndefined();
    expect(normalizePausedStatus('authorizationStatus', '')).toBeUndefined();
  });
});

describe('optionsShowing', () => {
  it('adds a stored value the form does not offer, once, at the end', () => {
    const options = optionsShowing(DIALOG_STATUS_OPTIONS.rwpFormStatus, 'Printed');
    expect(options.map((o) => o.value)).toEqual([
      'N/A',
      'Pending',
      'Submitted',
      'Approved',
      'Denied',
      'Printed',
    ]);
    expect(optionsShowing(DIALOG_STATUS_OPTIONS.rwpFormStatus, 'Pending')).toHaveLength(5);
    expect(optionsShowing(DIALOG_STATUS_OPTIONS.rwpFormStatus, null)).toHaveLength(5);
  });
});
