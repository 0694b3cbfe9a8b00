import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { CONFIRM_DELETE_TEXTS, DETAIL_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { useDeleteWorkOrder } from '../../api/delete-work-order.ts';
import type { DeleteTarget } from './delete-work-order-button.tsx';

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
