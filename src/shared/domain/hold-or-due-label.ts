import type { DueDateLabel } from './due-date-label.ts';
import { dueDateLabel } from './due-date-label.ts';
import { daysOnHold } from './paused-job.ts';

/** The fields of a work order (API names) the label reads; the hold ones may be absent. */
export type HoldOrDueFields = {
  status: string;
  dueDate: string | null;
  pausedAt?: string | null;
  holdInsights?: { daysOnHold: number | null } | null;
};

/** 'On hold · 3 days' ('· today' on the first day, as the hold badge says), or 'On hold' when unknown. */
function onHoldLabel(days: number | null): string {
  if (days === null) return 'On hold';
  if (days === 0) return 'On hold · today';
  return `On hold · ${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * Issue 23: work on hold waits for parts or an answer, not for its due date, so it shows how long
 * it has waited (never urgent) instead of 'Due in 5 hours' in red. Other work keeps the
 * due-date label. The server's day count wins; without it the pause time gives it.
 */
export function holdOrDueLabel(order: HoldOrDueFields, now: Date | number): DueDateLabel | null {
  if (order.status !== 'on-hold') return dueDateLabel(order.dueDate, now);
  const days = order.holdInsights?.daysOnHold ?? daysOnHold(order.pausedAt ?? null, new Date(now));
  return { label: onHoldLabel(days), urgent: false };
}
