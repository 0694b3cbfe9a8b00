import { instantAt } from '#shared/domain/company-time.ts';
import type { VisitPlacement } from '#shared/domain/visit-conflicts.ts';
import { VISIT_SNAP_MINUTES } from '#shared/domain/visit-status.ts';
import type { TrayItem, UpdateVisit, Visit } from '#shared/schemas/visit.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { addMinutes, clockOfMinutes, DEFAULT_VISIT_MINUTES, minutesBetween } from './board-time.ts';

/** A visit to book, move or resize, as the board will send it once confirmed. */
export type Placement = {
  kind: 'create' | 'move' | 'resize';
  workOrderId: number;
  jobNumber: string;
  /** The visit moved or resized; absent for a new one. */
  visit?: Visit;
  startsAt: Date;
  endsAt: Date;
  windowStart: Date;
  windowEnd: Date;
  leadId: number | null;
  helperIds: number[];
};

/** A tray item booked at `minute` (from midnight) of `day`: two hours, the window its first two. */
export function newVisitPlacement(
  item: Pick<TrayItem, 'workOrderId' | 'jobNumber'>,
  where: { day: string; minute: number; leadId: number | null; minutes?: number },
  timeZone: string,
): Placement {
  const startsAt = instantAt(where.day, clockOfMinutes(where.minute), timeZone);
  const endsAt = addMinutes(startsAt, where.minutes ?? DEFAULT_VISIT_MINUTES);
  return {
    kind: 'create',
    workOrderId: item.workOrderId,
    jobNumber: item.jobNumber,
    startsAt,
    endsAt,
    windowStart: startsAt,
    windowEnd: addMinutes(startsAt, Math.min(DEFAULT_VISIT_MINUTES, minutesBetween(startsAt, endsAt))),
    leadId: where.leadId,
    helperIds: [],
  };
}

/** A visit moved to a new start (and length) and lead: its window moves with it. */
export function movedPlacement(
  visit: Visit,
  startsAt: Date,
  minutes: number,
  leadId: number | null,
): Placement {
  const shift = minutesBetween(new Date(visit.startsAt), startsAt);
  const helperIds = visit.technicians
    .filter((tech) => tech.role === 'helper' && tech.id !== leadId)
    .map((tech) => tech.id);
  return {
    kind: 'move',
    workOrderId: visit.workOrderId,
    jobNumber: visit.jobNumber,
    visit,
    startsAt,
    endsAt: addMinutes(startsAt, minutes),
    windowStart: addMinutes(new Date(visit.windowStart), shift),
    windowEnd: addMinutes(new Date(visit.windowEnd), shift),
    leadId,
    helperIds,
  };
}

/** A visit whose end is dragged by `minutes`; it lasts at least one snap step. */
export function resizedPlacement(visit: Visit, minutes: number): Placement {
  const startsAt = new Date(visit.startsAt);
  const length = Math.max(VISIT_SNAP_MINUTES, minutesBetween(startsAt, new Date(visit.endsAt)) + minutes);
  return {
    ...movedPlacement(visit, startsAt, length, leadOf(visit)),
    kind: 'resize',
  };
}

export const leadOf = (visit: Visit) => visit.technicians.find((tech) => tech.role === 'lead')?.id ?? null;

/** The technicians the rules are checked for. */
export const conflictPlacementOf = (placement: Placement): VisitPlacement => ({
  visitId: placement.visit?.id,
  startsAt: placement.startsAt,
  endsAt: placement.endsAt,
  technicianIds: [...(placement.leadId === null ? [] : [placement.leadId]), ...placement.helperIds],
});

/** Whether the customer's arrival window changes, so the customer may be told. */
export const changesWindow = (placement: Placement) =>
  !placement.visit ||
  new Date(placement.visit.windowStart).getTime() !== placement.windowStart.getTime() ||
  new Date(placement.visit.windowEnd).getTime() !== placement.windowEnd.getTime();

/** The PATCH that puts a visit back as it was before a change (the toast's Undo). */
export const restoreBody = (before: Visit, version: number): UpdateVisit => ({
  version,
  startsAt: before.startsAt,
  endsAt: before.endsAt,
  windowStart: before.windowStart,
  windowEnd: before.windowEnd,
  leadId: leadOf(before),
  helperIds: before.technicians.filter((tech) => tech.role === 'helper').map((tech) => tech.id),
  notifyCustomer: false,
  // Where it was may itself have been booked past a rule: the undo is the reason to book it there
  // again (a reason lifts no overlap, and the server logs it only when a rule was broken).
  overrideReason: TEXTS.undoReason,
});
