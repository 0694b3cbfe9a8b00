/**
 * The paused job's printed sheet ('Print Details'): its headings, field labels and part states.
 * The sheet loads at the press, and only it imports this file, so its words load with it.
 */
export const PRINT_SHEET_TEXTS = {
  title: 'Paused Job',
  /** Under the title: 'Job # P123 · Printed 05/01/2026, 9:30 AM'. */
  printed: 'Job # {number} · Printed {printedAt}',
  customer: 'Customer',
  lastName: 'Last name',
  customerName: 'Customer name',
  phone: 'Phone',
  email: 'Email',
  city: 'City',
  location: 'Location',
  job: 'Job',
  originalAppointment: 'Original appointment',
  lastAppointment: 'Last appointment',
  returnAppointment: 'Return appointment',
  daysOnHold: 'Days on hold',
  waitingFor: 'Waiting for',
  tech: 'Tech',
  officeEmployee: 'Office employee',
  assigned: 'Assigned',
  dispatchLink: 'Dispatch link',
  parts: 'Parts',
  noParts: 'No parts recorded.',
  /** The parts table's columns, in order. */
  partColumns: ['Part', 'Title', 'Ordered', 'ETA', 'Received', 'Status'],
  received: 'Received',
  overdue: 'Overdue',
  onOrder: 'On order',
  authorization: 'Authorization',
  preAuthStatus: 'Pre-auth status',
  preAuthAmount: 'Pre-auth amount',
  authorizationStatus: 'Authorization status',
  rwpFormStatus: 'RWP form status',
  amounts: 'Amounts',
  opcAmount: 'OPC amount',
  latestComments: 'Latest comments',
  noComments: 'No comments.',
  unknownAuthor: 'Unknown',
  notes: 'Notes',
} as const;
