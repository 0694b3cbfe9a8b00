/**
 * The values the paused-job forms offer (SPEC 4). The detail dialog and the create form offer
 * different lists; the server accepts their union and stores the label as chosen.
 */
export const PRE_AUTH_STATUSES = ['N/A', 'Pending', 'Submitted', 'Approved', 'Denied'] as const;
export const AUTHORIZATION_STATUSES = [
  'N/A',
  'Pending',
  'Approved',
  'Denied',
  'Partial',
  'Partial Approval',
] as const;
export const RWP_FORM_STATUSES = [
  'N/A',
  'Pending',
  'Submitted',
  'Approved',
  'Denied',
  'Needed',
  'Uploaded',
  'Printed',
  'w/ Part',
] as const;

export const PART_NUMBERS = [1, 2, 3] as const;
