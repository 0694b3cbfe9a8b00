import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { formatDateTime } from '#shared/domain/date-format.ts';
import { MAX_VISIT_RANGE_DAYS } from '#shared/domain/visit-status.ts';
import { useTechnicianSchedules } from '../api/get-technician-schedules.ts';
import { type TimeOffRange, useTimeOff } from '../api/get-time-off.ts';
import { useRemoveTimeOff } from '../api/remove-time-off.ts';
import { AddTimeOffForm } from './add-time-off-form.tsx';
import { SectionError, SectionLoading } from './settings-section.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

/** From the start of today (this device's day) for the next six weeks. */
function nextSixWeeks(): TimeOffRange {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  return {
    from: start.toISOString(),
    to: new Date(start.getTime() + MAX_VISIT_RANGE_DAYS * DAY_MS).toISOString(),
  };
}

/** The next six weeks' time off, each with Remove, and the form to add more. */
export function TimeOffPanel({ timeZone }: { timeZone: string }) {
  const [range] = useState(nextSixWeeks);
  const timeOff = useTimeOff(range);
  const technicians = useTechnicianSchedules();
  const remove = useRemoveTimeOff();
  const people = technicians.data ?? [];
  const nameOf = (id: number) => people.find((person) => person.employeeId === id)?.name ?? `Employee ${id}`;
  return (
    <div className="grid gap-6">
      {timeOff.isPending ? (
        <SectionLoading label="Loading time off" />
      ) : timeOff.isError ? (
        <SectionError message="Could not load the time off." onRetry={() => void timeOff.refetch()} />
      ) : timeOff.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No time off in the next six weeks.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Time off in the next six weeks">
          {timeOff.data.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
            >
              <div className="grid min-w-0 gap-0.5 text-sm">
                <span className="font-medium">{nameOf(entry.employeeId)}</span>
                <span className="text-muted-foreground">
                  {formatDateTime(entry.startsAt, timeZone)} – {formatDateTime(entry.endsAt, timeZone)}
                  {entry.reason ? ` · ${entry.reason}` : ''}
                </span>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={remove.isPending && remove.variables === entry.id}
                onClick={() => remove.mutate(entry.id)}
                aria-label={`Remove time off for ${nameOf(entry.employeeId)} from ${formatDateTime(entry.startsAt, timeZone)}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddTimeOffForm technicians={people} timeZone={timeZone} />
    </div>
  );
}
