/**
 * The paused-job status vocabularies and how the create form's and the detail dialog's
 * lists map onto the one set the server stores (docs/decisions/009-paused-job-status-vocabulary.md).
 *
 * Stored: the union of both lists, with 'Partial Approval' (create form) and 'Partial' (dialog)
 * being one value, 'Partial'. Nothing either form offers is lost; a value one form does not
 * offer is still shown by it (see `optionsShowing`).
 */
export const PRE_AUTH_STATUSES = ['N/A', 'Pending', 'Submitted', 'Approved', 'Denied'] as const;
export const AUTHORIZATION_STATUSES = ['N/A', 'Pending', 'Approved', 'Denied', 'Partial'] as const;
export const RWP_FORM_STATUSES = [
  'N/A',
  'Needed',
  'Pending',
  'Printed',
  'w/ Part',
  'Uploaded',
  'Submitted',
  'Approved',
  'Denied',
] as const;

export type PausedStatusField = 'preAuthStatus' | 'authorizationStatus' | 'rwpFormStatus';

export const PAUSED_STATUS_VALUES: Record<PausedStatusField, readonly string[]> = {
  preAuthStatus: PRE_AUTH_STATUSES,
  authorizationStatus: AUTHORIZATION_STATUSES,
  rwpFormStatus: RWP_FORM_STATUSES,
};

/** Other spellings clients send, lower-cased, and the stored value each means. */
const ALIASES: Record<PausedStatusField, Record<string, string>> = {
  preAuthStatus: { na: 'N/A', none: 'N/A' },
  authorizationStatus: {
    na: 'N/A',
    none: 'N/A',
    'partial approval': 'Partial',
    'partially approved': 'Partial',
  },
  rwpFormStatus: { na: 'N/A', none: 'N/A', 'with part': 'w/ Part', 'w/part': 'w/ Part' },
};

/** The stored value for any accepted spelling (letter case ignored), or undefined. */
export function normalizePausedStatus(field: PausedStatusField, value: string): string | undefined {
  const key = value.trim().toLowerCase();
  const stored = PAUSED_STATUS_VALUES[field].find((candidate) => candidate.toLowerCase() === key);
  return stored ?? ALIASES[field][key];
}

export type StatusOption = { value: string; label: string };

const plain = (values: readonly string[]): StatusOption[] => values.map((value) => ({ value, label: value }));

/** What Create New Paused Job offers (its labels; the values are stored ones). */
export const CREATE_FORM_STATUS_OPTIONS: Record<PausedStatusField, StatusOption[]> = {
  preAuthStatus: plain(['N/A', 'Submitted']),
  authorizationStatus: [
    ...plain(['N/A', 'Pending', 'Approved', 'Denied']),
    { value: 'Partial', label: 'Partial Approval' },
  ],
  rwpFormStatus: plain(['Needed', 'N/A', 'Uploaded', 'Printed', 'w/ Part']),
};

/** What Paused Job Management in the detail dialog offers. */
export const DIALOG_STATUS_OPTIONS: Record<PausedStatusField, StatusOption[]> = {
  preAuthStatus: plain(['Pending', 'Submitted', 'Approved', 'Denied']),
  authorizationStatus: plain(['Pending', 'Approved', 'Denied', 'Partial']),
  rwpFormStatus: plain(['N/A', 'Pending', 'Submitted', 'Approved', 'Denied']),
};

/** The defaults: the create form starts every status at N/A. */
export const CREATE_FORM_STATUS_DEFAULTS: Record<PausedStatusField, string> = {
  preAuthStatus: 'N/A',
  authorizationStatus: 'N/A',
  rwpFormStatus: 'N/A',
};

/** The dialog's defaults: what it shows for an order that has no value stored. */
export const DIALOG_STATUS_DEFAULTS: Record<PausedStatusField, string> = {
  preAuthStatus: 'Pending',
  authorizationStatus: 'Pending',
  rwpFormStatus: 'N/A',
};

/**
 * A select's options for a stored value: the form's own list, plus the stored value when the list
 * lacks it (a job created with RWP 'Printed' shows 'Printed' in the dialog, not a wrong choice).
 */
export function optionsShowing(options: readonly StatusOption[], current: string | null): StatusOption[] {
  if (!current || options.some((option) => option.value === current)) return [...options];
  return [...options, { value: current, label: current }];
}

export const PART_NUMBERS = [1, 2, 3] as const;
export type PartNumber = (typeof PART_NUMBERS)[number];
