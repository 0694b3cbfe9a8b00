import { formatDate, formatDateTime } from '#shared/domain/date-format.ts';
import { statusLabel } from '#shared/domain/work-order-status.ts';
import type { DeletedWorkOrder } from '#shared/schemas/deleted-work-order.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { RECENTLY_DELETED_TEXTS as TEXTS } from '#shared/spec-texts/recently-deleted-texts.ts';
import { RestoreButton } from './restore-button.tsx';

type ListProps = { orders: DeletedWorkOrder[] };

const cell = 'px-3 py-2.5 align-middle';

const deleter = (order: DeletedWorkOrder) =>
  fillTemplate(TEXTS.deletedBy, { name: order.deletedBy?.name ?? TEXTS.unknownEmployee });

/** When and by whom, as one phrase: 'Nov 26, 2026, 10:32 AM by Priya Natarajan'. */
function Deleted({ order }: { order: DeletedWorkOrder }) {
  return (
    <>
      <time dateTime={order.deletedAt}>{formatDateTime(order.deletedAt)}</time> {deleter(order)}
    </>
  );
}

const PurgeDay = ({ order }: { order: DeletedWorkOrder }) => (
  <time dateTime={order.purgeAt}>{formatDate(order.purgeAt)}</time>
);

/** The desktop layout: one row per deleted order. */
export function DeletedWorkOrdersTable({ orders }: ListProps) {
  return (
    <div className="relative overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">{TEXTS.listLabel}</caption>
        <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            {/* The portal's label of the job number everywhere (forms, details, the CSV). */}
            <th scope="col" className={cell}>
              Job #
            </th>
            <th scope="col" className={cell}>
              {TEXTS.titleColumn}
            </th>
            <th scope="col" className={cell}>
              {TEXTS.deletedColumn}
            </th>
            <th scope="col" className={cell}>
              {TEXTS.purgeColumn}
            </th>
            <th scope="col" className={cell}>
              <span className="sr-only">{TEXTS.restore}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-b last:border-b-0">
              <td className={`${cell} whitespace-nowrap font-medium`}>#{order.workOrderId}</td>
              <td className={cell}>
                <span className="block">{order.title}</span>
                <span className="text-xs text-muted-foreground">{statusLabel(order.status)}</span>
              </td>
              <td className={cell}>
                <Deleted order={order} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <PurgeDay order={order} />
              </td>
              <td className={`${cell} text-right`}>
                <RestoreButton order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The phone layout: a stacked card per deleted order, nothing wider than the screen. */
export function DeletedWorkOrderCards({ orders }: ListProps) {
  return (
    <ul aria-label={TEXTS.listLabel} className="grid gap-3">
      {orders.map((order) => (
        <li key={order.id} className="grid min-w-0 gap-3 rounded-xl border bg-card p-4">
          <div className="min-w-0">
            <h2 className="break-words font-semibold">
              #{order.workOrderId} {order.title}
            </h2>
            <p className="text-sm text-muted-foreground">{statusLabel(order.status)}</p>
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{TEXTS.deletedColumn}</dt>
            <dd>
              <Deleted order={order} />
            </dd>
            <dt className="text-muted-foreground">{TEXTS.purgeColumn}</dt>
            <dd>
              <PurgeDay order={order} />
            </dd>
          </dl>
          <RestoreButton order={order} className="h-9" />
        </li>
      ))}
    </ul>
  );
}
