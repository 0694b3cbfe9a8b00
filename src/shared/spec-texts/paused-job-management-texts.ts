/**
 * The Paused Job Management section's words: its fields and the parts. The section loads after
 * the job window has painted, and only it imports this file, so its words load with it.
 */
export const PAUSED_MANAGEMENT_TEXTS = {
  preAuthStatus: 'Pre-Auth Status',
  preAuthAmount: 'Pre-Auth Amount',
  authorizationStatus: 'Authorization Status',
  opcAmount: 'OPC Amount',
  rwpFormStatus: 'RWP Form Status',
  returnAppointmentDate: 'Return Appointment Date',
  linkToDispatch: 'Link to Dispatch',
  /** Read after a dispatch link by screen readers. */
  opensInNewTab: '(opens in a new tab)',
  /** A part's heading and the group its fields are named in: 'Part 2'. */
  part: 'Part {number}',
  partOverdue: 'Part overdue',
  received: 'Received',
  title: 'Title',
  ordered: 'Ordered',
  eta: 'ETA',
  /** The button that saves a new part: 'Save Part 2'. */
  savePart: 'Save {part}',
  partNeedsTitle: '{part} needs a title',
} as const;
