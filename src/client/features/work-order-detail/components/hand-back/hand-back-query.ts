import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { HandBack } from '#shared/schemas/hand-back.ts';

/** GET /api/work-orders/{id}/hand-backs: newest first, a reopened one followed by its successor. */
export const handBacksQuery = (workOrderId: number) =>
  queryOptions({
    queryKey: queryKeys.workOrders.handBacks(workOrderId),
    queryFn: ({ signal }) =>
      apiRequest<{ handBacks: HandBack[] }>(`/api/work-orders/${workOrderId}/hand-backs`, { signal }).then(
        (answer) => answer.handBacks,
      ),
  });

export const useHandBacks = (workOrderId: number) => useQuery(handBacksQuery(workOrderId));
