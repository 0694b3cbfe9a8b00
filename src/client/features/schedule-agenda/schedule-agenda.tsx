import { useSearchParams } from 'react-router';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { PageHeading } from '#client/components/work-order-list/page-heading.tsx';
import { useCompanyTimeZone } from '#client/lib/company-settings-query.ts';
import { useDayVisits } from '#client/lib/visits-query.ts';
import { dayOf } from '#shared/domain/company-time.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import { SCHEDULE_BOARD_TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { AgendaDayPicker } from './agenda-day-picker.tsx';
import { AgendaTechnicianSection } from './agenda-technician-section.tsx';
import { useTechnicianSchedules } from './api/use-technician-schedules.ts';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The visits one technician is on (lead or helper); those on nobody's, with id undefined. */
const visitsOf = (visits: Visit[], technicianId: number | undefined) =>
  visits.filter((visit) =>
    technicianId === undefined
      ? visit.technicians.length === 0
      : visit.technicians.some((person) => person.id === technicianId),
  );

/**
 * The board on a phone, read-only: one day (kept in the address as `day=`), each technician's
 * visits in time order, each a tap away from its job. The day is the company's (its time zone).
 */
export function ScheduleAgenda() {
  const [search, setSearch] = useSearchParams();
  const timeZone = useCompanyTimeZone();
  const technicians = useTechnicianSchedules();
  const today = timeZone ? dayOf(new Date(), timeZone) : undefined;
  const asked = search.get('day');
  const day = asked && DAY_PATTERN.test(asked) ? asked : today;
  const visits = useDayVisits(day && timeZone ? { day, timeZone } : null);
  const unassigned = visits.data ? visitsOf(visits.data, undefined) : [];
  const failed = visits.error ?? technicians.error;

  return (
    <section className="mx-auto max-w-xl space-y-4">
      <PageHeading title="Schedule" total={undefined} />
      {day && today && (
        <AgendaDayPicker
          day={day}
          today={today}
          onChange={(next) => setSearch(next === today ? {} : { day: next }, { replace: true })}
        />
      )}
      {failed ? (
        <p role="alert" className="rounded-lg border border-destructive/50 p-3 text-sm">
          The schedule could not be loaded: {failed.message}
        </p>
      ) : !visits.data || !technicians.data || !timeZone ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">{SCHEDULE_BOARD_TEXTS.loading}</span>
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-24 w-full rounded-xl" />
        </div>
      ) : (
        <>
          {technicians.data.map((technician) => (
            <AgendaTechnicianSection
              key={technician.employeeId}
              name={technician.name}
              technicianId={technician.employeeId}
              visits={visitsOf(visits.data, technician.employeeId)}
              timeZone={timeZone}
            />
          ))}
          {unassigned.length > 0 && (
            <AgendaTechnicianSection name="Not assigned" visits={unassigned} timeZone={timeZone} />
          )}
        </>
      )}
    </section>
  );
}
