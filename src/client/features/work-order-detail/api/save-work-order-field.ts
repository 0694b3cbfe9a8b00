import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWorkOrder, WorkOrderDetail } from '../../../../shared/schemas/work-order.ts';
import { INLINE_EDIT_TOASTS } from '../../../../shared/spec-texts/work-texts.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { invalidateAfterWorkOrderChange } from '../../../lib/invalidate-work-orders.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { patchWorkOrder } from '../../../lib/work-order-writes.ts';

/**
 * One inline edit of the detail views: PATCH one field (SPEC 7), SPEC 8's inline-edit toasts.
 * PRODUCT: unlike the original, every failure says so. The returned promise rejects on failure so
 * the cell can put the old value back.
 */
export function useSaveWorkOrderField(workOrderId: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (fields: UpdateWorkOrder) => patchWorkOrder(workOrderId, fields),
    onSuccess: (updated) => {
      // The answer is the whole order: show it at once, then let every list catch up.
      queryClient.setQueryData<WorkOrderDetail>(queryKeys.workOrders.detail(workOrderId), (old) =>
        old ? { ...old, ...updated } : old,
      );
      void invalidateAfterWorkOrderChange(queryClient, { workOrderId });
      toast({ title: INLINE_EDIT_TOASTS.savedTitle, description: INLINE_EDIT_TOASTS.savedText });
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: INLINE_EDIT_TOASTS.failedTitle,
        description: INLINE_EDIT_TOASTS.failedText,
      });
    },
  });
  return mutation.mutateAsync;
}
