import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { canDeleteWorkOrder } from '#shared/domain/work-order-roles.ts';

export type DeleteTarget = {
  workOrderId: number;
  /** The order's status: an on-hold order is a paused job, with its own words and roles. */
  status: string;
  onDeleted?: () => void;
};

/** Whether the signed-in employee is offered Delete for this order (the server decides regardless). */
export function useMayDelete(status: string): boolean {
  const { data: me } = useCurrentEmployee();
  return canDeleteWorkOrder(me?.employeeType, status);
}
