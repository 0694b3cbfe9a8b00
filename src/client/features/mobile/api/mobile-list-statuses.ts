import type { WorkOrderStatus } from '#shared/domain/work-order-status.ts';

/**
 * What the mobile lists hold (everything but completed), in the order a job moves through
 * them. The list request (MOBILE_LIST_PATH) asks for exactly these.
 */
export const MOBILE_LIST_STATUSES = [
  'open',
  'in-progress',
  'on-hold',
] as const satisfies readonly WorkOrderStatus[];
