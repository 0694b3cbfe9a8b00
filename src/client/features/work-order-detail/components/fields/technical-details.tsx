import { formatDateTime } from '#shared/domain/date-format.ts';
import type { WorkOrder } from '#shared/schemas/work-order.ts';
import { ReadOnlyFields } from './read-only-fields.tsx';

/** Where the order came from and when it changed: what support asks for, rarely anyone else. */
export function TechnicalDetails({ order }: { order: WorkOrder }) {
  const dispatch = order.linkToDispatch?.trim();
  return (
    <ReadOnlyFields
      fields={[
        { label: 'Record ID', value: String(order.id) },
        { label: 'Job #', value: order.workOrderId },
        { label: 'Job Number', value: order.jobNumber },
        { label: 'External Job Number', value: order.externalJobNumber },
        { label: 'Customer', value: order.customerName ?? order.jobLastName },
        { label: 'Location', value: [order.location, order.city].filter(Boolean).join(', ') },
        { label: 'Office', value: order.office },
        { label: 'Created', value: formatDateTime(order.createdAt) },
        { label: 'Last Updated', value: formatDateTime(order.updatedAt) },
        {
          label: 'Link to Dispatch',
          value:
            dispatch && /^https?:\/\//i.test(dispatch) ? (
              <a
                href={dispatch}
                target="_blank"
                rel="noreferrer"
                className="text-primary underline break-all"
              >
                {dispatch}
              </a>
            ) : (
              dispatch
            ),
        },
      ]}
    />
  );
}
