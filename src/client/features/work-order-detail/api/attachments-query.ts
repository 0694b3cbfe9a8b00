import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attachment } from '../../../../shared/schemas/attachment.ts';
import { apiList } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/work-orders/{id}/attachments: the whole list (a work order has a handful of files). */
export const getAttachments = (workOrderId: number, signal?: AbortSignal) =>
  apiList<Attachment>(`/api/work-orders/${workOrderId}/attachments`, { signal });

export const attachmentsQuery = (workOrderId: number) =>
  queryOptions({
    queryKey: queryKeys.workOrders.attachments(workOrderId),
    queryFn: ({ signal }) => getAttachments(workOrderId, signal),
  });

export const useAttachments = (workOrderId: number) => useQuery(attachmentsQuery(workOrderId));
