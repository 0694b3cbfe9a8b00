import type { ReactNode } from 'react';
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
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { PRINT_SHEET_TEXTS } from '#shared/spec-texts/print-sheet-texts.ts';

/** How many comments fit on the one page next to everything else. */
const LATEST_COMMENTS = 5;

const day = (value: string | null) => (value ? formatDate(value.slice(0, 10)) : null);

/** What the dialog shows for a status, so paper and screen agree. */
const status = (order: WorkOrderDetail, field: PausedStatusField) => pausedStatusText(order[field]);

function partStatus(part: Part, today: string): string {
  if (part.received) return PRINT_SHEET_TEXTS.received;
  return isPartOverdue(part, today) ? PRINT_SHEET_TEXTS.overdue : PRINT_SHEET_TEXTS.onOrder;
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
};

/**
 * PRODUCT: 'Print Details' prints a clean one-page job sheet, not the screen. Hidden on screen;
 * the print stylesheet (styles.css, @media print) shows only this while it is in the page.
 */
export function PausedJobPrintSheet({ order, nameOf, printedAt }: PrintSheetProps) {
  const today = localDay(printedAt);
  const insights = order.holdInsights;
  const parts = partsOf(order);
  const comments = order.comments.slice(0, LATEST_COMMENTS);
  return (
    <div data-print-sheet="" data-testid="print-sheet" className="hidden">
      <header>
        <h1>{PRINT_SHEET_TEXTS.title}</h1>
        <p data-print-title="">{pausedJobDisplayTitle(order)}</p>
        <p>
          {fillTemplate(PRINT_SHEET_TEXTS.printed, {
            number: order.workOrderId,
            printedAt: formatDateTime(printedAt),
          })}
        </p>
      </header>
      <section>
        <h2>{PRINT_SHEET_TEXTS.customer}</h2>
        <Fields
          rows={[
            [PRINT_SHEET_TEXTS.lastName, order.jobLastName],
            [PRINT_SHEET_TEXTS.customerName, order.customerName],
            [PRINT_SHEET_TEXTS.phone, order.customerPhone],
            [PRINT_SHEET_TEXTS.email, order.customerEmail],
            [PRINT_SHEET_TEXTS.city, order.city],
            [PRINT_SHEET_TEXTS.location, order.location],
          ]}
        />
      </section>
      <section>
        <h2>{PRINT_SHEET_TEXTS.job}</h2>
        <Fields
          rows={[
            [PRINT_SHEET_TEXTS.originalAppointment, day(order.originalAppointmentDate)],
            [PRINT_SHEET_TEXTS.lastAppointment, day(order.lastAppointmentDate)],
            [PRINT_SHEET_TEXTS.returnAppointment, day(order.returnAppointmentDate)],
            [
              PRINT_SHEET_TEXTS.daysOnHold,
              insights?.daysOnHold != null ? daysOnHoldLabel(insights.daysOnHold) : null,
            ],
            [PRINT_SHEET_TEXTS.waitingFor, insights?.waitingFor],
            [PRINT_SHEET_TEXTS.tech, nameOf(order.assignedTo) ?? order.techAssigned],
            [PRINT_SHEET_TEXTS.officeEmployee, nameOf(order.assignedOfficeEmployee)],
            [PRINT_SHEET_TEXTS.assigned, order.assignedEmployees.map((employee) => employee.name).join(', ')],
            [PRINT_SHEET_TEXTS.dispatchLink, order.linkToDispatch],
          ]}
        />
      </section>
      <section data-print-wide="">
        <h2>{PRINT_SHEET_TEXTS.parts}</h2>
        {parts.length === 0 ? (
          <p>{PRINT_SHEET_TEXTS.noParts}</p>
        ) : (
          <table>
            <thead>
              <tr>
                {PRINT_SHEET_TEXTS.partColumns.map((heading) => (
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
        <h2>{PRINT_SHEET_TEXTS.authorization}</h2>
        <Fields
          rows={[
            [PRINT_SHEET_TEXTS.preAuthStatus, status(order, 'preAuthStatus')],
            [PRINT_SHEET_TEXTS.preAuthAmount, formatMoney(order.preAuthAmount)],
            [PRINT_SHEET_TEXTS.authorizationStatus, status(order, 'authorizationStatus')],
            [PRINT_SHEET_TEXTS.rwpFormStatus, status(order, 'rwpFormStatus')],
          ]}
        />
      </section>
      <section>
        <h2>{PRINT_SHEET_TEXTS.amounts}</h2>
        <Fields rows={[[PRINT_SHEET_TEXTS.opcAmount, formatMoney(order.opcAmount)]]} />
      </section>
      <section data-print-wide="">
        <h2>{PRINT_SHEET_TEXTS.latestComments}</h2>
        {comments.length === 0 ? (
          <p>{PRINT_SHEET_TEXTS.noComments}</p>
        ) : (
          <ol>
            {comments.map((comment) => (
              <li key={comment.id} data-print-clamp="">
                <strong>{comment.author?.name ?? PRINT_SHEET_TEXTS.unknownAuthor}</strong>,{' '}
                {formatDateTime(comment.createdAt)}: {comment.content || comment.text}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section data-print-wide="">
        <h2>{PRINT_SHEET_TEXTS.notes}</h2>
        <p data-print-clamp="">{order.notes || '—'}</p>
      </section>
    </div>
  );
}
