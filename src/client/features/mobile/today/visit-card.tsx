import { MapPinIcon, PhoneIcon } from 'lucide-react';
import { WaitingBadge } from '#client/components/outbox/waiting-marker.tsx';
import { VisitStatusPill } from '#client/components/visits/visit-status-pill.tsx';
import { WorkOrderLink } from '#client/components/work-order-list/work-order-link.tsx';
import { useQueuedVisitTaps } from '#client/lib/outbox/use-outbox.ts';
import { arrivalWindowText } from '#shared/domain/arrival-window.ts';
import { addressLine, directionsHref, telHref } from '#shared/domain/customer-contact.ts';
import { VISIT_STATUS_LABELS } from '#shared/domain/visit-status.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import { FinishJobButton } from './finish-job-button.tsx';
import { useQueuedHandBack } from './use-queued-hand-back.ts';
import { VisitStatusButtons } from './visit-status-buttons.tsx';

const LINK_LOOK =
  'flex min-h-12 min-w-0 items-center gap-2 rounded-lg border px-3 text-sm font-medium outline-none active:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * One visit of the technician's day: when to arrive, the job (a link to it), the customer with a
 * call link and a map link, the status (the one a waiting tap will give it, marked 'Waiting to
 * send') and the big buttons for the next step.
 */
export function VisitCard({ visit, timeZone }: { visit: Visit; timeZone: string }) {
  const taps = useQueuedVisitTaps(visit.id);
  const waiting = taps.at(-1);
  // A hand-back waiting on the phone finishes the visit here: no second one is offered, and the
  // card shows the status it will give.
  const handBack = useQueuedHandBack(visit.id);
  const handBackStatus = handBack?.handBack.outcome.kind;
  const current = handBackStatus ?? waiting?.to ?? visit.status;
  const call = telHref(visit.customerPhone);
  const address = addressLine(visit.location, visit.city);
  const map = directionsHref(visit.location, visit.city);

  return (
    <li
      data-testid="visit-card"
      data-visit-id={visit.id}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold">
          Arrive {arrivalWindowText(visit.windowStart, visit.windowEnd, timeZone)}
        </p>
        <span className="flex flex-wrap items-center justify-end gap-1.5">
          {handBackStatus && <WaitingBadge detail={VISIT_STATUS_LABELS[handBackStatus]} />}
          {waiting && !handBackStatus && <WaitingBadge detail={VISIT_STATUS_LABELS[waiting.to]} />}
          <VisitStatusPill status={current} />
        </span>
      </div>
      <WorkOrderLink
        workOrderId={visit.workOrderId}
        className="-m-1 rounded-md p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="block font-mono text-sm text-muted-foreground">#{visit.jobNumber}</span>
        <span className="block text-base leading-snug font-semibold break-words underline-offset-4 active:underline">
          {visit.title}
        </span>
      </WorkOrderLink>
      {visit.customerName && <p className="text-sm text-foreground/80">{visit.customerName}</p>}
      {visit.note && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm whitespace-pre-line">{visit.note}</p>
      )}
      {(call || map) && (
        <div className="grid gap-2">
          {call && (
            <a href={call} className={LINK_LOOK}>
              <PhoneIcon aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">Call {visit.customerPhone}</span>
            </a>
          )}
          {map && (
            <a href={map} target="_blank" rel="noreferrer" className={LINK_LOOK}>
              <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{address}</span>
            </a>
          )}
        </div>
      )}
      {!handBack && <FinishJobButton visit={visit} current={current} />}
      {!handBack && <VisitStatusButtons visit={visit} current={current} />}
    </li>
  );
}
