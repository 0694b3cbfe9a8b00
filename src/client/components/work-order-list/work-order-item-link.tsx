import type { ReactNode } from 'react';
import { WorkOrderLink } from './work-order-link.tsx';

type WorkOrderItemLinkProps = {
  /** The work order's id: where the link goes, and the `data-work-order-id` tests find it by. */
  id: number;
  /** Each phone page keeps its own look. */
  className: string;
  children: ReactNode;
};

/**
 * The shell of a work order in a phone list: the whole card or row is one link to the job (a big
 * tap target, plain elements only), carrying the test id of the desktop items (WorkOrderItem).
 */
export function WorkOrderItemLink({ id, className, children }: WorkOrderItemLinkProps) {
  return (
    <WorkOrderLink
      workOrderId={id}
      data-testid="work-order-card"
      data-work-order-id={id}
      className={className}
    >
      {children}
    </WorkOrderLink>
  );
}
