/**
 * A visit's life (docs/decisions/064-visits-as-records.md): scheduled → on the way → on site → done
 * or not finished; cancelled from any state that is not finished. The server refuses any other
 * step; the phone's big buttons offer only the next ones.
 */
export const VISIT_STATUSES = [
  'scheduled',
  'on-the-way',
  'on-site',
  'done',
  'not-finished',
  'cancelled',
] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** A visit in one of these holds its technicians' time; a cancelled one frees it. */
export const TIME_HOLDING_STATUSES = ['scheduled', 'on-the-way', 'on-site', 'done', 'not-finished'] as const;
/** Not yet begun: the visits still "to come", the ones the board may move. */
export const UPCOMING_STATUSES = ['scheduled', 'on-the-way'] as const;
/** Finished one way or another: nothing moves it any more. */
const CLOSED_STATUSES = ['done', 'not-finished', 'cancelled'] as const;

const NEXT: Record<VisitStatus, readonly VisitStatus[]> = {
  scheduled: ['on-the-way', 'on-site', 'cancelled'],
  'on-the-way': ['on-site', 'scheduled', 'cancelled'],
  'on-site': ['done', 'not-finished'],
  done: [],
  'not-finished': [],
  cancelled: [],
};

export function canChangeVisitStatus(from: VisitStatus, to: VisitStatus): boolean {
  return NEXT[from].includes(to);
}

export function isClosedVisitStatus(status: VisitStatus): boolean {
  return (CLOSED_STATUSES as readonly VisitStatus[]).includes(status);
}

export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  scheduled: 'Scheduled',
  'on-the-way': 'On the way',
  'on-site': 'On site',
  done: 'Done',
  'not-finished': 'Not finished',
  cancelled: 'Cancelled',
};

/** The technician's big buttons on the phone, and the status each sets. */
export const VISIT_STATUS_BUTTONS = [
  { status: 'on-the-way', label: 'On my way' },
  { status: 'on-site', label: 'Arrived' },
  { status: 'done', label: 'Done' },
  { status: 'not-finished', label: "Couldn't finish" },
] as const satisfies readonly { status: VisitStatus; label: string }[];

/** The longest a visit may last, and the finest step the board moves it by. */
export const MAX_VISIT_MINUTES = 24 * 60;
export const VISIT_SNAP_MINUTES = 15;
/** The widest range one GET /api/visits may ask for. */
export const MAX_VISIT_RANGE_DAYS = 42;
