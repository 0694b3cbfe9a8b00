import { useState } from 'react';
import { cn } from '#client/components/ui/cn.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useCompanyTimeZone } from '#client/lib/company-settings-query.ts';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { useDayVisits } from '#client/lib/visits-query.ts';
import { addDays, dayOf } from '#shared/domain/company-time.ts';
import { VisitCard } from './visit-card.tsx';

const DAYS = [
  { key: 'today', label: 'Today', offset: 0 },
  { key: 'tomorrow', label: 'Tomorrow', offset: 1 },
] as const;
type DayKey = (typeof DAYS)[number]['key'];

const dateText = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The top of the technician's phone page: their own visits today, in time order, Tomorrow one tap
 * away; the day is the company's (its time zone), not the phone's. Kept on the phone for a reload
 * without a connection (docs/decisions/066-visit-status-from-the-phone.md).
 */
export function TodayVisits() {
  const [shown, setShown] = useState<DayKey>('today');
  const employeeId = useCurrentEmployee().data?.id;
  const timeZone = useCompanyTimeZone();
  const offset = DAYS.find((day) => day.key === shown)?.offset ?? 0;
  const day = timeZone ? addDays(dayOf(new Date(), timeZone), offset) : undefined;
  const visits = useDayVisits(
    day && timeZone && employeeId !== undefined
      ? { day, timeZone, technicianId: employeeId, keepOffline: true }
      : null,
  );
  const label = shown === 'today' ? 'Today' : 'Tomorrow';

  return (
    <section aria-labelledby="my-visits-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-visits-heading" className="text-xl font-semibold">
          {label}
          {day && <span className="ml-2 text-base font-normal text-muted-foreground">{dateText(day)}</span>}
        </h2>
        <fieldset className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
          <legend className="sr-only">Which day</legend>
          {DAYS.map((option) => (
            <button
              key={option.key}
              type="button"
              aria-pressed={shown === option.key}
              onClick={() => setShown(option.key)}
              className={cn(
                'min-h-11 rounded-md px-4 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                shown === option.key ? 'bg-primary text-primary-foreground shadow-sm' : 'text-foreground',
              )}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
      </div>
      {visits.data === undefined ? (
        visits.isError ? (
          <p role="alert" className="rounded-lg border border-destructive/50 p-3 text-sm">
            Visits could not be loaded: {visits.error.message}
          </p>
        ) : (
          <div role="status">
            <span className="sr-only">Loading visits...</span>
            <Skeleton className="h-40 w-full rounded-xl" />
          </div>
        )
      ) : visits.data.length === 0 ? (
        <p className="rounded-xl border border-dashed p-4 text-center text-muted-foreground">
          {shown === 'today' ? 'No visits today' : 'No visits tomorrow'}
        </p>
      ) : (
        <ol aria-label={`${label}'s visits`} className="grid gap-3 md:grid-cols-2">
          {visits.data.map((visit) => (
            <VisitCard key={visit.id} visit={visit} timeZone={timeZone ?? 'UTC'} />
          ))}
        </ol>
      )}
    </section>
  );
}
