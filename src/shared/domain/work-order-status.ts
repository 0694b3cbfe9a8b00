import { WORK_LIST_TEXTS } from '../spec-texts/work-texts.ts';

export const WORK_ORDER_STATUSES = ['open', 'in-progress', 'on-hold', 'completed'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** Spellings clients send, folded to the stored value. Keys are lower-case, separators removed. */
const STATUS_ALIASES: Record<string, WorkOrderStatus> = {
  open: 'open',
  active: 'open',
  new: 'open',
  pending: 'open',
  inprogress: 'in-progress',
  working: 'in-progress',
  onhold: 'on-hold',
  paused: 'on-hold',
  hold: 'on-hold',
  waiting: 'on-hold',
  completed: 'completed',
  complete: 'completed',
  done: 'completed',
  finished: 'completed',
  resolved: 'completed',
};

function foldKey(value: string): string {
  return value.toLowerCase().replace(/[\s_-]+/g, '');
}

/** Canonical status for any accepted spelling, or undefined when the value is not a status. */
export function normalizeStatus(value: string): WorkOrderStatus | undefined {
  return STATUS_ALIASES[foldKey(value)];
}

const STATUS_LABELS: Record<WorkOrderStatus, string> = {
  open: 'Active',
  'in-progress': 'In Progress',
  // /paused-jobs shows this label; the catalogue holds it.
  'on-hold': WORK_LIST_TEXTS.onHold,
  completed: 'Completed',
};

/** The display label, including archived/closed which are shown but never stored. */
export function statusLabel(value: string): string {
  const folded = foldKey(value);
  if (folded === 'archived' || folded === 'closed') return 'Archived';
  const status = normalizeStatus(value);
  return status ? STATUS_LABELS[status] : value;
}
