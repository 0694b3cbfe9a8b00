import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiList } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { Attachment } from '#shared/schemas/attachment.ts';

/** GET /api/work-orders/{id}/attachments: the whole list (a work order has a handful of files). */
const getAttachments = (workOrderId: number, signal?: AbortSignal) =>
  apiList<Attachment>(`/api/work-orders/${workOrderId}/attachments`, { signal });

const attachmentsQuery = (workOrderId: number) =>
  queryOptions({
    queryKey: queryKeys.workOrders.attachments(workOrderId),
    queryFn: ({ signal }) => getAttachments(workOrderId, signal),
  });

export const useAttachments = (workOrderId: number) => useQuery(attachmentsQuery(workOrderId));
