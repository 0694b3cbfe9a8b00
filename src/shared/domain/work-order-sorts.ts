/** The orders a work-order list can be read in (`sort`); a leading '-' reads newest or latest first. */
export const WORK_ORDER_SORTS = [
  'createdAt',
  '-createdAt',
  'updatedAt',
  '-updatedAt',
  'dueDate',
  '-dueDate',
  'completedAt',
  '-completedAt',
  'pausedAt',
  '-pausedAt',
  'priority',
  'workOrderId',
] as const;
export type WorkOrderSort = (typeof WORK_ORDER_SORTS)[number];

/** The order of a list asked without `sort`: newest first. */
export const DEFAULT_WORK_ORDER_SORT: WorkOrderSort = '-createdAt';
