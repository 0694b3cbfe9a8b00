import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { daysOnHoldLabel } from '#client/components/work-order-badges/hold-badges.tsx';
import { formatDate, formatDateTime } from '#shared/domain/date-format.ts';
import { formatMoney } from '#shared/domain/money.ts';
import {
  isPartOverdue,
  localDay,
  type Part,
  partsOf,
  pausedJobDisplayTitle,
} from '#shared/domain/paused-job.ts';
import type { PausedStatusField } from '#shared/domain/paused-job-status.ts';
import { pausedStatusText } from '#shared/domain/paused-status-text.ts';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { HAND_BACK_REVIEW_TEXTS } from '#shared/spec-texts/hand-back-review-texts.ts';
import { HandBackPrint, type PrintedHandBack } from '../hand-back/hand-back-print.tsx';
import { handBacksQuery } from '../hand-back/hand-back-query.ts';

/**
 * The job's newest hand-back, read afresh for the sheet (here, not in the button, so the job page's
 * first paint carries none of it); 'failed' when it cannot be read: the sheet says so and prints
 * the rest.
 */
export const newestHandBack = (queryClient: QueryClient, orderId: number): Promise<PrintedHandBack> =>
  queryClient.fetchQuery(handBacksQuery(orderId)).then(
    (handBacks) => handBacks[0] ?? null,
    () => 'failed' as const,
  );

/** How many comments fit on the one page next to everything else. */
const LATEST_COMMENTS = 5;

const day = (value: string | null) => (value ? formatDate(value.slice(0, 10)) : null);

/** What the dialog shows for a status, so paper and screen agree. */
const status = (order: WorkOrderDetail, field: PausedStatusField) => pausedStatusText(order[field]);

function partStatus(part: Part, today: string): string {
  if (part.received) return 'Received';
  return isPartOverdue(part, today) ? 'Overdue' : 'On order';
}

type Row = [label: string, value: ReactNode];

function Fields({ rows }: { rows: Row[] }) {
  return (
    <dl>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

type PrintSheetProps = {
  order: WorkOrderDetail;
  /** Employee names by id, for the technician and office employee. */
  nameOf: (id: number | null) => string | null;
  printedAt: Date;
  /** The job's newest hand-back, printed after the job's fields (none: no section). */
  handBack: PrintedHandBack;
  /** Called once printing is done (the browser's afterprint), to take the sheet out. */
  onDone: () => void;
};

/**
 * 'Print Details' prints a clean one-page job sheet, not the screen. Hidden on screen;
 * the print stylesheet (styles.css, @media print) shows only this while it is in the page.
 */
export function PausedJobPrintSheet({ order, nameOf, printedAt, handBack, onDone }: PrintSheetProps) {
  // The print dialog opens once the sheet is whole (the hand-back's images in).
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  useEffect(() => {
    if (!ready) return;
    // Listening first: some browsers fire afterprint before print() returns.
    window.addEventListener('afterprint', onDone);
    window.print();
    return () => window.removeEventListener('afterprint', onDone);
  }, [ready, onDone]);
  const today = localDay(printedAt);
  const insights = order.holdInsights;
  const parts = partsOf(order);
  const comments = order.comments.slice(0, LATEST_COMMENTS);
  return (
    <div data-print-sheet="" data-testid="print-sheet" className="hidden">
      <header>
        <h1>{order.status === 'on-hold' ? 'Paused Job' : HAND_BACK_REVIEW_TEXTS.printJobTitle}</h1>
        <p data-print-title="">{pausedJobDisplayTitle(order)}</p>
        <p>
          Job # {order.workOrderId} · Printed {formatDateTime(printedAt)}
        </p>
      </header>
      <section>
        <h2>Customer</h2>
        <Fields
          rows={[
            ['Last name', order.jobLastName],
            ['Customer name', order.customerName],
            ['Phone', order.customerPhone],
            ['Email', order.customerEmail],
            ['City', order.city],
            ['Location', order.location],
          ]}
        />
      </section>
      <section>
        <h2>Job</h2>
        <Fields
          rows={[
            ['Original appointment', day(order.originalAppointmentDate)],
            ['Last appointment', day(order.lastAppointmentDate)],
            ['Return appointment', day(order.returnAppointmentDate)],
            ['Days on hold', insights?.daysOnHold != null ? daysOnHoldLabel(insights.daysOnHold) : null],
            ['Waiting for', insights?.waitingFor],
            ['Tech', nameOf(order.assignedTo) ?? order.techAssigned],
            ['Office employee', nameOf(order.assignedOfficeEmployee)],
            ['Assigned', order.assignedEmployees.map((employee) => employee.name).join(', ')],
            ['Dispatch link', order.linkToDispatch],
          ]}
        />
      </section>
      <section data-print-wide="">
        <h2>Parts</h2>
        {parts.length === 0 ? (
          <p>No parts recorded.</p>
        ) : (
          <table>
            <thead>
              <tr>
                {['Part', 'Title', 'Ordered', 'ETA', 'Received', 'Status'].map((heading) => (
                  <th key={heading} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {parts.map((part) => (
                <tr key={part.number}>
                  <td>{part.number}</td>
                  <td>{part.title || '—'}</td>
                  <td>{day(part.ordered) ?? '—'}</td>
                  <td>{day(part.eta) ?? '—'}</td>
                  <td>{day(part.received) ?? '—'}</td>
                  <td>{partStatus(part, today)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section>
        <h2>Authorization</h2>
        <Fields
          rows={[
            ['Pre-auth status', status(order, 'preAuthStatus')],
            ['Pre-auth amount', formatMoney(order.preAuthAmount)],
            ['Authorization status', status(order, 'authorizationStatus')],
            ['RWP form status', status(order, 'rwpFormStatus')],
          ]}
        />
      </section>
      <section>
        <h2>Amounts</h2>
        <Fields rows={[['OPC amount', formatMoney(order.opcAmount)]]} />
      </section>
      <HandBackPrint handBack={handBack} onReady={onReady} />
      <section data-print-wide="">
        <h2>Latest comments</h2>
        {comments.length === 0 ? (
          <p>No comments.</p>
        ) : (
          <ol>
            {comments.map((comment) => (
              <li key={comment.id} data-print-clamp="">
                <strong>{comment.author?.name ?? 'Unknown'}</strong>, {formatDateTime(comment.createdAt)}:{' '}
                {comment.content || comment.text}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section data-print-wide="">
        <h2>Notes</h2>
        <p data-print-clamp="">{order.notes || '—'}</p>
      </section>
    </div>
  );
}
