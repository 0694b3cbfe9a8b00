import type { WorkOrderStatus } from '../../../../shared/domain/work-order-status.ts';

/** What the mobile lists hold (everything but completed), in the order a job moves through them. */
export const MOBILE_LIST_STATUSES = [
  'open',
  'in-progress',
  'on-hold',
] as const satisfies readonly WorkOrderStatus[];
export type MobileListStatus = (typeof MOBILE_LIST_STATUSES)[number];
