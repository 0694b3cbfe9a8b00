import { memo, useMemo } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import type { TechnicianSchedule } from '#shared/schemas/company-settings.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { dayText, spanText } from '../board-time.ts';
import { visitsByLane } from '../lane-groups.ts';

type WeekGridProps = {
  days: readonly string[];
  technicians: readonly TechnicianSchedule[];
  visits: readonly Visit[];
  timeZone: string;
  canPlan: boolean;
  onOpen: (workOrderId: number) => void;
  onMove: (visit: Visit) => void;
  onShowDay: (day: string) => void;
};

type WeekCellProps = Pick<WeekGridProps, 'timeZone' | 'canPlan' | 'onOpen' | 'onMove'> & {
  visits: readonly Visit[];
};

function WeekCell({ visits, timeZone, canPlan, onOpen, onMove }: WeekCellProps) {
  if (visits.length === 0) return <span className="sr-only">{TEXTS.noVisitsThisDay}</span>;
  return (
    <ul className="space-y-1">
      {visits.map((visit) => (
        <li key={visit.id} className="rounded border bg-card px-1 py-0.5 text-xs">
          <button
            type="button"
            className="block w-full min-w-0 text-left"
            onClick={() => onOpen(visit.workOrderId)}
          >
            <span className="block font-medium">
              {spanText(new Date(visit.startsAt), new Date(visit.endsAt), timeZone)}
            </span>{' '}
            <span className="block truncate">
              #{visit.jobNumber} {visit.customerName ?? ''}
            </span>
          </button>
          {canPlan && (
            <button
              type="button"
              className="text-[11px] text-primary underline-offset-2 hover:underline"
              aria-label={`${TEXTS.moveAction} job ${visit.jobNumber}`}
              onClick={() => onMove(visit)}
            >
              {TEXTS.moveAction}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The week view: a row per technician, a cell per day (Monday to Sunday) listing its visits. */
export const WeekGrid = memo(function WeekGrid(props: WeekGridProps) {
  const { days, technicians, visits, timeZone, onShowDay } = props;
  const byDay = useMemo(
    () => days.map((day) => visitsByLane(visits, day, timeZone)),
    [days, visits, timeZone],
  );
  const hasUnassigned = byDay.some((lanes) => lanes.unassigned.length > 0);
  const rows = [
    ...(hasUnassigned ? [{ id: null, name: TEXTS.unassigned }] : []),
    ...technicians.map((tech) => ({ id: tech.employeeId, name: tech.name })),
  ];
  return (
    <div className="relative min-w-0 flex-1 overflow-auto rounded-lg border" data-testid="week-grid">
      <table className="w-full min-w-[880px] table-fixed border-collapse text-sm">
        <thead className="sticky top-0 z-10 bg-background">
          <tr>
            <th scope="col" className="w-32 border-b p-2 text-left">
              {TEXTS.technician}
            </th>
            {days.map((day) => (
              <th key={day} scope="col" className="border-b p-1 text-left">
                <Button variant="ghost" size="sm" onClick={() => onShowDay(day)}>
                  {dayText(day)}
                </Button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id ?? 'unassigned'} className="align-top">
              <th scope="row" className="border-b p-2 text-left font-medium">
                {row.name}
              </th>
              {byDay.map((lanes, index) => (
                <td key={days[index]} className="border-b border-l p-1">
                  <WeekCell {...props} visits={row.id === null ? lanes.unassigned : lanes.of(row.id)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
