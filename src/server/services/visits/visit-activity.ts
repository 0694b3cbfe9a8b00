import type { VisitConflict } from '#shared/domain/visit-conflicts.ts';
import type { Tx } from '../../db/client.ts';
import { aboutWorkOrder, recordActivity } from '../activity-log.ts';
import { dayLabel, namesLabel, timeRangeLabel } from './visit-text.ts';

export type VisitAction =
  | 'visit.scheduled'
  | 'visit.moved'
  | 'visit.note'
  | 'visit.status'
  | 'visit.cancelled'
  | 'visit.override';

type Described = {
  /** The order as it is: a visit of a held job is a return visit. */
  order: { id: number; jobNumber: string; status: string };
  visit: { id: number; startsAt: Date; endsAt: Date };
  technicianNames: readonly string[];
  timeZone: string;
};

/** 'Return visit' for a job on hold, 'Visit' otherwise. */
const kindOf = (order: Described['order']) => (order.status === 'on-hold' ? 'Return visit' : 'Visit');

/** 'Tue 12/1, 8–10 AM, with Carlos Mendez': when and with whom. */
function when(described: Described): string {
  const { visit, timeZone, technicianNames } = described;
  const time = `${dayLabel(visit.startsAt, timeZone)}, ${timeRangeLabel(visit.startsAt, visit.endsAt, timeZone)}`;
  return technicianNames.length > 0
    ? `${time}, with ${namesLabel(technicianNames)}`
    : `${time}, no technician yet`;
}

/** The line the job's activity shows for a visit written ('Return visit scheduled for Tue 12/1, 8–10 AM, with Carlos Mendez'). */
function visitSummary(action: VisitAction, described: Described, detail?: string): string {
  const kind = kindOf(described.order);
  switch (action) {
    case 'visit.scheduled':
      return `${kind} scheduled for ${when(described)}`;
    case 'visit.moved':
      return `${kind} moved to ${when(described)}`;
    case 'visit.note':
      return `Note of the ${kind.toLowerCase()} of ${when(described)} changed`;
    case 'visit.cancelled':
      return `${kind} of ${when(described)} cancelled${detail ? `: ${detail}` : ''}`;
    case 'visit.override':
      return `${kind} of ${when(described)} booked past the schedule rules: ${detail ?? ''}`;
    case 'visit.status':
      return `${kind} of ${when(described)} is now ${detail ?? ''}`;
  }
}

/** One entry on the job's activity, in the write's transaction; `newValue.summary` is the readable line. */
export async function recordVisitActivity(
  tx: Tx,
  args: {
    action: VisitAction;
    described: Described;
    actorId: number;
    detail?: string;
    extra?: Record<string, unknown>;
  },
): Promise<void> {
  const { order, visit } = args.described;
  await recordActivity(tx, {
    ...aboutWorkOrder(order.id, order.jobNumber),
    action: args.action,
    newValue: {
      summary: visitSummary(args.action, args.described, args.detail),
      visitId: visit.id,
      ...args.extra,
    },
    actorId: args.actorId,
  });
}

/** The 'booked past the schedule rules' entry with the dispatcher's reason, when the reason lifted any rule. */
export async function recordOverride(
  tx: Tx,
  args: { described: Described; actorId: number; reason: string | undefined; overridden: VisitConflict[] },
): Promise<void> {
  const { described, actorId, reason, overridden } = args;
  if (overridden.length === 0) return;
  await recordVisitActivity(tx, {
    action: 'visit.override',
    described,
    actorId,
    detail: reason,
    extra: { reason, conflicts: overridden },
  });
}
