import type { Active, Collision } from '@dnd-kit/core';
import { instantAt } from '#shared/domain/company-time.ts';
import { VISIT_SNAP_MINUTES } from '#shared/domain/visit-status.ts';
import { clockOfMinutes, type GridHours, minutesBetween, PX_PER_MINUTE, snapMinutes } from './board-time.ts';
import type { DragSubject, LaneTarget } from './components/board-drag.tsx';
import {
  leadOf,
  movedPlacement,
  newVisitPlacement,
  type Placement,
  resizedPlacement,
} from './visit-placement.ts';

/** The lane a drag is over (the index-th from the left) and where its body begins on screen, in px. */
export type LaneHit = { lane: LaneTarget; index: number; bodyTop: number };

/** The lane the board's collision detection found (lane-drop.tsx), from a drag event's collisions. */
export const laneHitOf = (collisions: readonly Collision[] | null): LaneHit | null =>
  (collisions?.[0]?.data?.hit as LaneHit | undefined) ?? null;

export const subjectOf = (active: Active | null): DragSubject | null =>
  (active?.data.current as DragSubject | undefined) ?? null;

export const jobOf = (subject: DragSubject | null) =>
  subject ? (subject.type === 'tray' ? subject.item.jobNumber : subject.visit.jobNumber) : '';

const LAST_START = 24 * 60 - VISIT_SNAP_MINUTES;

/**
 * Where a drag would put the visit: the lane it is over, the start its top edge points at (snapped
 * to VISIT_SNAP_MINUTES), or for an edge the end moved by the drag. Null when it would change nothing.
 */
export function placementOfDrag(
  active: Active,
  hit: LaneHit | null,
  deltaY: number,
  grid: GridHours,
  timeZone: string,
): Placement | null {
  const subject = subjectOf(active);
  if (!subject) return null;
  if (subject.type === 'resize') {
    const minutes = snapMinutes(deltaY / PX_PER_MINUTE);
    return minutes === 0 ? null : resizedPlacement(subject.visit, minutes);
  }
  const top = active.rect.current.translated?.top;
  if (!hit || top === undefined) return null;
  const target = hit.lane;
  const offset = snapMinutes((top - hit.bodyTop) / PX_PER_MINUTE);
  const minute = Math.min(LAST_START, Math.max(0, grid.startMinute + offset));
  if (subject.type === 'tray') {
    return newVisitPlacement(
      subject.item,
      { day: target.day, minute, leadId: target.technicianId },
      timeZone,
    );
  }
  const { visit } = subject;
  const startsAt = instantAt(target.day, clockOfMinutes(minute), timeZone);
  const length = minutesBetween(new Date(visit.startsAt), new Date(visit.endsAt));
  const unchanged =
    startsAt.getTime() === new Date(visit.startsAt).getTime() && target.technicianId === leadOf(visit);
  return unchanged ? null : movedPlacement(visit, startsAt, length, target.technicianId);
}
