import { formatDate } from '#shared/domain/date-format.ts';
import { PART_NUMBERS } from '#shared/domain/paused-job-status.ts';
import { pausedStatusText } from '#shared/domain/paused-status-text.ts';
import type { WorkOrder } from '#shared/schemas/work-order.ts';
import { type ReadOnlyField, ReadOnlyFields } from './read-only-fields.tsx';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const day = (value: string | null) => (value ? formatDate(value) : null);

type Part = { title: string | null; ordered: string | null; eta: string | null; received: string | null };

function partOf(order: WorkOrder, n: (typeof PART_NUMBERS)[number]): Part {
  return {
    title: order[`partTitle${n}`],
    ordered: order[`partOrdered${n}`],
    eta: order[`partETA${n}`],
    received: order[`partReceived${n}`],
  };
}

const hasPart = (part: Part) => Object.values(part).some((value) => value !== null && value !== '');

/** True when the order carries any paused-job field worth showing (the paused-job fields). */
export function hasPausedJobDetails(order: WorkOrder): boolean {
  const statuses = [order.preAuthStatus, order.authorizationStatus, order.rwpFormStatus];
  return (
    statuses.some((value) => value !== null && value !== '') ||
    order.preAuthAmount !== null ||
    order.opcAmount !== null ||
    order.returnAppointmentDate !== null ||
    PART_NUMBERS.some((n) => hasPart(partOf(order, n)))
  );
}

/** The paused-job fields, read only: statuses, amounts as money, return date and the parts. */
export function PausedJobDetails({ order }: { order: WorkOrder }) {
  const fields: ReadOnlyField[] = [
    { label: 'Pre-Auth Status', value: pausedStatusText(order.preAuthStatus) },
    {
      label: 'Pre-Auth Amount',
      value: order.preAuthAmount === null ? null : money.format(order.preAuthAmount),
    },
    { label: 'Authorization Status', value: pausedStatusText(order.authorizationStatus) },
    { label: 'OPC Amount', value: order.opcAmount === null ? null : money.format(order.opcAmount) },
    { label: 'RWP Form Status', value: pausedStatusText(order.rwpFormStatus) },
    { label: 'Return Appointment', value: day(order.returnAppointmentDate) },
  ];
  const parts = PART_NUMBERS.map((n) => ({ n, part: partOf(order, n) })).filter(({ part }) => hasPart(part));
  return (
    <div className="grid gap-4">
      <ReadOnlyFields fields={fields} />
      {parts.map(({ n, part }) => (
        <div key={n} className="grid gap-2 rounded-md border p-3">
          <p className="text-sm font-medium">
            Part {n}: {part.title || 'Untitled part'}
          </p>
          <ReadOnlyFields
            fields={[
              { label: 'Ordered', value: day(part.ordered) },
              { label: 'ETA', value: day(part.eta) },
              { label: 'Received', value: day(part.received) },
            ]}
          />
        </div>
      ))}
    </div>
  );
}
