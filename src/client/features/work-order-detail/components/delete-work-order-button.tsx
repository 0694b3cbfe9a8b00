import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDeleteWorkOrder } from '../api/delete-work-order.ts';

/** SPEC 2 'Delete Task', after SPEC 5's confirmation. */
export function DeleteWorkOrderButton({
  workOrderId,
  onDeleted,
}: {
  workOrderId: number;
  onDeleted?: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteWorkOrder(workOrderId, () => {
    setConfirming(false);
    onDeleted?.();
  });
  return (
    <>
      <Button
        variant="outline"
        className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => setConfirming(true)}
        disabled={remove.isPending}
      >
        {remove.isPending ? <Spinner /> : <Trash2Icon aria-hidden="true" />}
        Delete Task
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Task"
        description="Are you sure you want to delete this task? This action cannot be undone."
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onError: () => setConfirming(false) })}
      />
    </>
  );
}
