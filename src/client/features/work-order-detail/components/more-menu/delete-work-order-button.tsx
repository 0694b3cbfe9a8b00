import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { canDeleteWorkOrder } from '#shared/domain/work-order-roles.ts';
import { CONFIRM_DELETE_TEXTS, DETAIL_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { useDeleteWorkOrder } from '../../api/delete-work-order.ts';

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

type DeleteConfirmProps = DeleteTarget & { open: boolean; onOpenChange: (open: boolean) => void };

/** The delete confirmation, and the delete itself once confirmed. */
export function DeleteWorkOrderConfirm({
  workOrderId,
  status,
  onDeleted,
  open,
  onOpenChange,
}: DeleteConfirmProps) {
  const paused = status === 'on-hold';
  const remove = useDeleteWorkOrder(
    workOrderId,
    () => {
      onOpenChange(false);
      onDeleted?.();
    },
    paused,
  );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={paused ? 'Delete Paused Job' : DETAIL_TEXTS.deleteTask}
      description={paused ? CONFIRM_DELETE_TEXTS.pausedJob : CONFIRM_DELETE_TEXTS.task}
      confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
      destructive
      pending={remove.isPending}
      onConfirm={() => remove.mutate(undefined, { onError: () => onOpenChange(false) })}
    />
  );
}
