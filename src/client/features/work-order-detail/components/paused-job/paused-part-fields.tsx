import { AlarmClockIcon, CheckCircle2Icon } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { isPartOverdue, localDay, type Part } from '#shared/domain/paused-job.ts';
import type { PartNumber } from '#shared/domain/paused-job-status.ts';
import type { UpdateWorkOrder, WorkOrder } from '#shared/schemas/work-order.ts';
import { InlineEditableCell } from '../fields/inline-editable-cell.tsx';
import { NewPartForm } from './new-part-form.tsx';

/** A stored instant or day as the day a date input shows ('YYYY-MM-DD'). */
const asDay = (value: string | null) => value?.slice(0, 10) ?? null;

export function partOf(order: WorkOrder, number: PartNumber): Part {
  return {
    number,
    title: order[`partTitle${number}`],
    ordered: asDay(order[`partOrdered${number}`]),
    eta: asDay(order[`partETA${number}`]),
    received: asDay(order[`partReceived${number}`]),
  };
}

type PartFieldsProps = {
  order: WorkOrder;
  number: PartNumber;
  /** Sends one field under its API name (partETA2, ...). */
  save: (fields: UpdateWorkOrder) => Promise<unknown>;
};

/** Nothing entered in the slot yet: it offers the new-part form rather than a pencil per field. */
export const isEmptyPart = (part: Part) => !part.title && !part.ordered && !part.eta && !part.received;

/**
 * One of the three part groups: its title and dates, each saved on its own, and where it stands;
 * an empty slot is one small form instead (issue 23).
 */
export function PausedPartFields({ order, number, save }: PartFieldsProps) {
  const headingId = useId();
  const part = partOf(order, number);
  if (isEmptyPart(part)) {
    return (
      <section aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-md border border-dashed p-3">
        <h4 id={headingId} className="text-sm font-semibold">
          Part {number}
        </h4>
        <NewPartForm number={number} save={save} />
      </section>
    );
  }
  const group = `Part ${number}`;
  const overdue = isPartOverdue(part, localDay(new Date()));
  // Computed keys widen to string; the names are the API's (partTitle1 .. partReceived3).
  const saveField = (name: string, next: string | null) =>
    save({ [`${name}${number}`]: next } as UpdateWorkOrder);
  const dates = [
    { label: 'Ordered', name: 'partOrdered', value: part.ordered },
    { label: 'ETA', name: 'partETA', value: part.eta },
    { label: 'Received', name: 'partReceived', value: part.received },
  ];

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} className="text-sm font-semibold">
          {group}
        </h4>
        {overdue && (
          <Badge className="border-transparent bg-amber-200 text-amber-950 dark:bg-amber-300">
            <AlarmClockIcon aria-hidden="true" />
            Part overdue
          </Badge>
        )}
        {part.received && (
          <Badge className="border-transparent bg-emerald-700 text-white">
            <CheckCircle2Icon aria-hidden="true" />
            Received
          </Badge>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InlineEditableCell
          label="Title"
          group={group}
          mode="text"
          value={part.title || null}
          onSave={(next) => saveField('partTitle', next)}
        />
        {dates.map((date) => (
          <InlineEditableCell
            key={date.name}
            label={date.label}
            group={group}
            mode="date"
            value={date.value}
            onSave={(next) => saveField(date.name, next)}
          />
        ))}
      </div>
    </section>
  );
}
