import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { workOrderChangeKeys } from '#client/lib/invalidate-work-orders.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import type { DeletedWorkOrder } from '#shared/schemas/deleted-work-order.ts';
import type { WorkOrder } from '#shared/schemas/work-order.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { RESTORE_ERRORS, RESTORE_TOASTS } from '#shared/spec-texts/recently-deleted-texts.ts';
import { ACTIVITY_LOG_ROOT_KEY } from './activity-query.ts';

/** A toast with a link stays long enough to read and reach it (ADR 060). */
const RESTORED_TOAST_MS = 10_000;

/** POST /api/deleted-work-orders/{id}/restore: answers the work order, back in every list. */
const restoreWorkOrder = (id: number) =>
  apiRequest<WorkOrder>(`/api/deleted-work-orders/${id}/restore`, { method: 'POST' });

/** Why a restore failed, in the words the server uses for it, or a plain 'try again'. */
function failureText(error: unknown, job: string): string {
  if (error instanceof ApiError && error.status === 409)
    return fillTemplate(RESTORE_ERRORS.jobNumberTaken, { job });
  if (error instanceof ApiError && error.status === 404) return RESTORE_ERRORS.notDeleted;
  return RESTORE_TOASTS.failedText;
}

/**
 * Restore with its toasts. Either way Recently deleted is read again (a 404 means someone else
 * restored it, or the purge took it); after a restore the work lists, the dashboard and the log are
 * refreshed too, so the job is back wherever it was shown.
 */
export function useRestoreWorkOrder(order: Pick<DeletedWorkOrder, 'id' | 'workOrderId'>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return usePortalMutation({
    mutationFn: () => restoreWorkOrder(order.id),
    success: (restored) => {
      const job = restored.workOrderId;
      const href = `/work-orders/${restored.id}`;
      return {
        title: fillTemplate(RESTORE_TOASTS.restoredTitle, { job }),
        description: RESTORE_TOASTS.restoredText,
        // Long enough to reach the link; Radix also holds it while hovered or focused.
        duration: RESTORED_TOAST_MS,
        action: {
          label: RESTORE_TOASTS.open,
          altText: fillTemplate(RESTORE_TOASTS.openAltText, { job, id: restored.id }),
          href,
          onOpen: () => void navigate(href),
        },
      };
    },
    invalidates: [queryKeys.deletedWorkOrders.all, ...workOrderChangeKeys(order.id), ACTIVITY_LOG_ROOT_KEY],
    failure: (error) => ({
      title: RESTORE_TOASTS.failedTitle,
      description: failureText(error, order.workOrderId),
    }),
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.deletedWorkOrders.all }),
  });
}
