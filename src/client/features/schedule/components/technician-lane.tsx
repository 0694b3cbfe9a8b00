import { memo, useDeferredValue } from 'react';
import type { TimeOff } from '#shared/schemas/company-settings.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { type GridHours, minuteOnGrid, PX_PER_MINUTE } from '../board-time.ts';
import { VisitBlock } from './visit-block.tsx';

export const LANE_WIDTH = 184;
export const LANE_HEADER_HEIGHT = 52;

type TechnicianLaneProps = {
  /** The technician's name, or Unassigned. */
  name: string;
  capacity: string | null;
  /** Draws the visits a moment after the lane itself: it is out of sight when the board opens. */
  later: boolean;
  visits: readonly Visit[];
  timeOff: readonly TimeOff[];
  grid: GridHours;
  timeZone: string;
  canPlan: boolean;
  onOpen: (workOrderId: number) => void;
  onMove: (visit: Visit) => void;
};

/** The part of the grid between two instants (as the API sends them), clipped to the grid. */
function spanOnGrid(startsAt: string, endsAt: string, grid: GridHours, timeZone: string) {
  const height = (grid.endMinute - grid.startMinute) * PX_PER_MINUTE;
  const top = Math.max(0, minuteOnGrid(startsAt, grid, timeZone) * PX_PER_MINUTE);
  const lengthMinutes = (Date.parse(endsAt) - Date.parse(startsAt)) / 60_000;
  const bottom = Math.min(height, top + lengthMinutes * PX_PER_MINUTE);
  return { top, height: Math.max(bottom - top, 18) };
}

type LaneContentsProps = Omit<TechnicianLaneProps, 'name' | 'capacity' | 'later'>;

/** The time off and the visits of a lane; memoized, so the lane's header changing does not redraw them. */
const LaneContents = memo(function LaneContents({
  visits,
  timeOff,
  grid,
  timeZone,
  canPlan,
  onOpen,
  onMove,
}: LaneContentsProps) {
  return (
    <>
      {timeOff.map((span) => (
        <div
          key={span.id}
          className="absolute inset-x-0 bg-[repeating-linear-gradient(45deg,var(--color-muted)_0_6px,transparent_6px_12px)] text-muted-foreground"
          style={spanOnGrid(span.startsAt, span.endsAt, grid, timeZone)}
        >
          <span className="m-1 inline-block rounded bg-background px-1 text-[11px]">
            {TEXTS.timeOff}
            {span.reason ? `: ${span.reason}` : ''}
          </span>
        </div>
      ))}
      {visits.map((visit) => (
        <VisitBlock
          key={visit.id}
          visit={visit}
          {...spanOnGrid(visit.startsAt, visit.endsAt, grid, timeZone)}
          timeZone={timeZone}
          canPlan={canPlan}
          onOpen={onOpen}
          onMove={onMove}
        />
      ))}
    </>
  );
});

/** One technician's column on the day grid: their visits placed by time, their time off shaded. */
export const TechnicianLane = memo(function TechnicianLane({
  name,
  capacity,
  later,
  ...contents
}: TechnicianLaneProps) {
  // A lane out of sight renders its visits in a second, interruptible pass, so the lanes in sight
  // show theirs without waiting for the whole day's blocks.
  const showContents = useDeferredValue(true, !later);
  const height = (contents.grid.endMinute - contents.grid.startMinute) * PX_PER_MINUTE;
  return (
    <section aria-label={name} className="shrink-0 border-r" style={{ width: LANE_WIDTH }}>
      <header
        className="sticky top-0 z-10 flex flex-col justify-center border-b bg-background px-2"
        style={{ height: LANE_HEADER_HEIGHT }}
      >
        <h2 className="truncate text-sm font-semibold">{name}</h2>
        {capacity && <p className="text-xs text-muted-foreground">{capacity}</p>}
      </header>
      {/* The drop target is the row of lanes (lane-drop.tsx), which tints the lane under a drag. */}
      <div data-testid="lane-body" className="relative [contain:strict]" style={{ height }}>
        {/* The browser skips the style, layout and paint of the blocks of a lane scrolled out of view. */}
        <div className="absolute inset-0 [content-visibility:auto]">
          {showContents && <LaneContents {...contents} />}
        </div>
      </div>
    </section>
  );
});
