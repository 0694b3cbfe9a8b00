import { VisitStatusPill } from '#client/components/visits/visit-status-pill.tsx';
import { WorkOrderLink } from '#client/components/work-order-list/work-order-link.tsx';
import { arrivalWindowText } from '#shared/domain/arrival-window.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import { SCHEDULE_BOARD_TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';

type AgendaTechnicianSectionProps = {
  /** The technician's name, or what the section holds ('Not assigned'). */
  name: string;
  /** The technician's visits that day, in time order. */
  visits: Visit[];
  timeZone: string;
  /** Whose section it is: their visits as a helper say so. */
  technicianId?: number;
};

/** One technician's day on the agenda: each visit a link to its job; 'No visits' when free. */
export function AgendaTechnicianSection({
  name,
  visits,
  timeZone,
  technicianId,
}: AgendaTechnicianSectionProps) {
  return (
    <section aria-label={name} className="space-y-2">
      <h2 className="flex items-baseline justify-between gap-2 text-lg font-semibold">
        <span className="truncate">{name}</span>
        <span className="shrink-0 text-sm font-normal text-muted-foreground">
          {visits.length === 1 ? '1 visit' : `${visits.length} visits`}
        </span>
      </h2>
      {visits.length === 0 ? (
        <p className="rounded-xl border border-dashed p-3 text-sm text-muted-foreground">
          {SCHEDULE_BOARD_TEXTS.noVisitsThisDay}
        </p>
      ) : (
        <ol className="grid gap-2">
          {visits.map((visit) => {
            const helper = visit.technicians.some(
              (person) => person.id === technicianId && person.role === 'helper',
            );
            return (
              <li key={visit.id}>
                <WorkOrderLink
                  workOrderId={visit.workOrderId}
                  data-testid="agenda-visit"
                  className="flex min-h-12 flex-col gap-1 rounded-xl border bg-card p-3 text-card-foreground shadow-xs outline-none active:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold">
                      {arrivalWindowText(visit.windowStart, visit.windowEnd, timeZone)}
                    </span>
                    <VisitStatusPill status={visit.status} />
                  </span>
                  <span className="flex min-w-0 items-baseline gap-2 text-sm">
                    <span className="shrink-0 font-mono text-muted-foreground">#{visit.jobNumber}</span>
                    <span className="truncate">{visit.customerName ?? visit.title}</span>
                    {helper && <span className="shrink-0 text-xs text-muted-foreground">(helper)</span>}
                  </span>
                </WorkOrderLink>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
