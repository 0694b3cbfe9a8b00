import { memo, useMemo } from 'react';
import { weekdayOf } from '#shared/domain/company-time.ts';
import type { TechnicianSchedule, TimeOff } from '#shared/schemas/company-settings.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { type GridHours, PX_PER_MINUTE } from '../board-time.ts';
import { timeOffByTechnician, visitsByLane } from '../lane-groups.ts';
import type { LaneTarget } from './board-drag.tsx';
import { LanesRow } from './lane-drop.tsx';
import { LANE_HEADER_HEIGHT, LANE_WIDTH, TechnicianLane } from './technician-lane.tsx';

type DayGridProps = {
  day: string;
  technicians: readonly TechnicianSchedule[];
  visits: readonly Visit[];
  timeOff: readonly TimeOff[];
  grid: GridHours;
  timeZone: string;
  canPlan: boolean;
  onOpen: (workOrderId: number) => void;
  onMove: (visit: Visit) => void;
};

const NO_TIME_OFF: readonly TimeOff[] = [];

/**
 * The window's width beside the narrowest sidebar (the rail), the tray and the time ruler: the
 * lanes that can be seen without scrolling lie within it. The lanes after them draw their visits a
 * moment later.
 */
const BESIDE_THE_LANES = 400;
const lanesInSight = () => Math.max(1, Math.ceil((window.innerWidth - BESIDE_THE_LANES) / LANE_WIDTH));

function TimeRuler({ grid }: { grid: GridHours }) {
  const hours: number[] = [];
  for (let minute = Math.ceil(grid.startMinute / 60) * 60; minute < grid.endMinute; minute += 60)
    hours.push(minute);
  return (
    <div aria-hidden="true" className="sticky left-0 z-20 w-14 shrink-0 border-r bg-background">
      <div style={{ height: LANE_HEADER_HEIGHT }} className="border-b" />
      <div className="relative" style={{ height: (grid.endMinute - grid.startMinute) * PX_PER_MINUTE }}>
        {hours.map((minute) => (
          <span
            key={minute}
            className="absolute right-1 -translate-y-1/2 text-[11px] text-muted-foreground first:translate-y-0"
            style={{ top: (minute - grid.startMinute) * PX_PER_MINUTE }}
          >
            {`${minute / 60}:00`}
          </span>
        ))}
      </div>
    </div>
  );
}

/** The day view: a lane per technician on the working hours' grid, and Unassigned when any visit is. */
export const DayGrid = memo(function DayGrid(props: DayGridProps) {
  const { day, technicians, visits, timeOff, grid, timeZone, canPlan, onOpen, onMove } = props;
  const lanes = useMemo(() => visitsByLane(visits, day, timeZone), [visits, day, timeZone]);
  const weekday = weekdayOf(day);
  const offOf = useMemo(() => timeOffByTechnician(timeOff), [timeOff]);
  const inSight = lanesInSight();
  const hasUnassigned = lanes.unassigned.length > 0;
  // What a drop on each lane means, left to right.
  const targets = useMemo<LaneTarget[]>(
    () => [
      ...(hasUnassigned ? [{ technicianId: null, day, name: TEXTS.unassigned }] : []),
      ...technicians.map((tech) => ({ technicianId: tech.employeeId, day, name: tech.name })),
    ],
    [hasUnassigned, technicians, day],
  );
  const height = (grid.endMinute - grid.startMinute) * PX_PER_MINUTE;
  const hourLines = `repeating-linear-gradient(to bottom, var(--color-border) 0 1px, transparent 1px ${60 * PX_PER_MINUTE}px)`;
  return (
    // isolate: the lanes' sticky headers and the ruler are stacked (z-index) within the grid, not
    // among the whole page's, so the grid paints as one piece. Stacked among the page's they came
    // after the tray in painting order, and the browser sorted the grid and the tray into layers
    // again on every frame of a drag, most of each frame's work.
    <div
      className="isolate flex min-w-0 flex-1 overflow-auto rounded-lg border bg-background"
      data-testid="day-grid"
      data-lanes-viewport=""
    >
      <TimeRuler grid={grid} />
      <LanesRow
        lanes={targets}
        canPlan={canPlan}
        height={height}
        style={{
          backgroundImage: hourLines,
          backgroundPositionY: LANE_HEADER_HEIGHT - (grid.startMinute % 60) * PX_PER_MINUTE,
        }}
      >
        {hasUnassigned && (
          <TechnicianLane
            name={TEXTS.unassigned}
            capacity={fillTemplate(TEXTS.visitCount, { count: lanes.unassigned.length })}
            later={false}
            visits={lanes.unassigned}
            timeOff={NO_TIME_OFF}
            grid={grid}
            timeZone={timeZone}
            canPlan={canPlan}
            onOpen={onOpen}
            onMove={onMove}
          />
        )}
        {technicians.map((tech, index) => {
          const theirs = lanes.of(tech.employeeId);
          return (
            <TechnicianLane
              key={tech.employeeId}
              name={tech.name}
              capacity={
                tech.workDays.includes(weekday)
                  ? fillTemplate(TEXTS.capacity, { count: theirs.length, capacity: tech.maxVisitsPerDay })
                  : fillTemplate(TEXTS.notWorking, { count: theirs.length })
              }
              later={index >= inSight}
              visits={theirs}
              timeOff={offOf(tech.employeeId)}
              grid={grid}
              timeZone={timeZone}
              canPlan={canPlan}
              onOpen={onOpen}
              onMove={onMove}
            />
          );
        })}
      </LanesRow>
    </div>
  );
});
