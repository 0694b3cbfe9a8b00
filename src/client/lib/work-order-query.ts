import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { ApiError, apiRequest } from './api-client.ts';
import { readStoredToken } from './auth-storage.ts';
import { isUnreachable } from './current-employee.ts';
import { queryKeys } from './query-keys.ts';

const detailPath = (id: number) => `/api/work-orders/${id}`;

/**
 * GET /api/work-orders/{id}: the order with its comments (newest first), questions and attachment
 * count. Read by the detail dialog, the update dialog and the work-order route (ADR 007).
 * Each answer is kept with the session's saved answers (ADR 058), so a job opened once opens again
 * without a connection, from the copy; a job the server says is gone is forgotten.
 */
export async function getWorkOrder(id: number, signal?: AbortSignal): Promise<WorkOrderDetail> {
  const token = readStoredToken();
  const savedAnswers = () => import('./saved-answers.ts');
  try {
    const order = await apiRequest<WorkOrderDetail>(detailPath(id), { signal });
    void savedAnswers().then(({ saveJobAnswer }) => saveJobAnswer(detailPath(id), token, order));
    return order;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) {
      void savedAnswers().then(({ forgetSavedAnswer }) => forgetSavedAnswer(detailPath(id), token));
    }
    if (!isUnreachable(error)) throw error;
    const saved = await (await savedAnswers()).readSavedAnswer<WorkOrderDetail>(detailPath(id), token);
    if (saved && typeof saved === 'object' && saved.id === id) return saved;
    throw error;
  }
}

/** A 404 or 403 answers the same the second time: only transient failures get the one retry. */
const retryTransient = (failureCount: number, error: Error) =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

const workOrderQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.workOrders.detail(id),
    queryFn: ({ signal }) => getWorkOrder(id, signal),
    retry: retryTransient,
    // Asked even when the browser says it is offline: the phone's saved copy answers then.
    networkMode: 'offlineFirst',
  });

export const useWorkOrder = (id: number) => useQuery(workOrderQuery(id));
