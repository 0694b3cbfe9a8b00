import { useWorkOrder } from '#client/lib/work-order-query.ts';
import { PART_NUMBERS } from '#shared/domain/paused-job-status.ts';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';

/** The order's parts that were received (a title and a received date): the parts the job used, likely. */
function receivedParts(order: WorkOrderDetail): string[] {
  return PART_NUMBERS.flatMap((number) => {
    const title = order[`partTitle${number}`]?.trim();
    return title && order[`partReceived${number}`] ? [title] : [];
  });
}

/**
 * The received parts of the visit's order, to fill the Parts step in: from the order already read
 * (the job's page, or its copy saved on the phone) or GET /api/work-orders/{id}. Undefined while
 * unknown; none when it cannot be read, so the technician types them.
 */
export function useReceivedParts(workOrderId: number): string[] | undefined {
  const order = useWorkOrder(workOrderId);
  if (order.data) return receivedParts(order.data);
  return order.isError ? [] : undefined;
}
