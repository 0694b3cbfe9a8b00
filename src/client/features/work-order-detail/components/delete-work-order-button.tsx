import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { canDeleteWorkOrder } from '../../../../shared/domain/work-order-roles.ts';
import { CONFIRM_DELETE_TEXTS, DETAIL_TEXTS } from '../../../../shared/spec-texts/work-texts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCurrentEmployee } from '../../../lib/current-employee.ts';
import { useDeleteWorkOrder } from '../api/delete-work-order.ts';

type DeleteWorkOrderButtonProps = {
  workOrderId: number;
  /** The order's status: an on-hold order is a paused job, with its own words and roles. */
  status: string;
  onDeleted?: () => void;
  /** While the dialog sends something else (Resume, Complete). */
  disabled?: boolean;
  className?: string;
};

/**
 * SPEC 2 'Delete Task', after SPEC 5's confirmation. Not offered to those who may not delete
 * (PRODUCT: a paused job only by office, admin and management); the server decides regardless.
 */
export function DeleteWorkOrderButton({
  workOrderId,
  status,
  onDeleted,
  disabled,
  className,
}: DeleteWorkOrderButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const { data: me } = useCurrentEmployee();
  const paused = status === 'on-hold';
  const remove = useDeleteWorkOrder(
    workOrderId,
    () => {
      setConfirming(false);
      onDeleted?.();
    },
    paused,
  );
  if (!canDeleteWorkOrder(me?.employeeType, status)) return null;
  return (
    <>
      <Button
        variant="outline"
        className={cn(
          'border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive dark:text-red-400 dark:hover:text-red-300',
          className,
        )}
        onClick={() => setConfirming(true)}
        disabled={disabled || remove.isPending}
      >
        {remove.isPending ? <Spinner /> : <Trash2Icon aria-hidden="true" />}
        {DETAIL_TEXTS.deleteTask}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={paused ? 'Delete Paused Job' : DETAIL_TEXTS.deleteTask}
        description={paused ? CONFIRM_DELETE_TEXTS.pausedJob : CONFIRM_DELETE_TEXTS.task}
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onError: () => setConfirming(false) })}
      />
    </>
  );
}
