import { type DragMoveEvent, DragOverlay, useDndMonitor } from '@dnd-kit/core';
import { useState } from 'react';
import {
  type ConflictContext,
  findVisitConflicts,
  type VisitConflict,
} from '#shared/domain/visit-conflicts.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { type GridHours, spanText } from '../board-time.ts';
import { jobOf, laneHitOf, placementOfDrag, subjectOf } from '../drop-placement.ts';
import { conflictPlacementOf } from '../visit-placement.ts';

type Feedback = { job: string; where: string; conflicts: VisitConflict[] };

/**
 * While a visit is dragged: where it would go and the rules that would be broken there, checked
 * with the same function the server runs. Only this component follows the pointer; the lanes do not
 * render again on each move.
 */
export function DragFeedback({ grid, context }: { grid: GridHours; context: ConflictContext }) {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const update = ({ active, collisions, delta }: DragMoveEvent) => {
    const job = jobOf(subjectOf(active));
    const placement = placementOfDrag(active, laneHitOf(collisions), delta.y, grid, context.timeZone);
    if (!placement) {
      setFeedback((current) => (current?.where === '' ? current : { job, where: '', conflicts: [] }));
      return;
    }
    const who = placement.leadId === null ? TEXTS.unassigned : context.nameOf(placement.leadId);
    const where = `${who} · ${spanText(placement.startsAt, placement.endsAt, context.timeZone)}`;
    setFeedback((current) => {
      if (current?.where === where) return current;
      return { job, where, conflicts: findVisitConflicts(conflictPlacementOf(placement), context) };
    });
  };
  useDndMonitor({
    onDragStart: ({ active }) => setFeedback({ job: jobOf(subjectOf(active)), where: '', conflicts: [] }),
    onDragMove: update,
    onDragOver: update,
    onDragEnd: () => setFeedback(null),
    onDragCancel: () => setFeedback(null),
  });
  return (
    <DragOverlay dropAnimation={null}>
      {feedback && (
        <div className="pointer-events-none w-44 rounded-md border-2 border-primary bg-card p-2 text-xs shadow-lg">
          <p className="font-semibold">#{feedback.job}</p>
          {feedback.where && <p>{feedback.where}</p>}
          {feedback.conflicts.map((conflict) => (
            <p
              key={`${conflict.kind}-${conflict.technicianId}`}
              className="mt-1 font-medium text-destructive"
            >
              {fillTemplate(TEXTS.dropConflict, { message: conflict.message })}
            </p>
          ))}
        </div>
      )}
    </DragOverlay>
  );
}
