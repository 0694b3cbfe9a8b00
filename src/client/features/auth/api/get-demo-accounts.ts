import { useQuery } from '@tanstack/react-query';
import type { DemoAccount } from '../../../../shared/schemas/auth.ts';
import { apiList } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PRODUCT: a list only when the server runs with demo data; a real deployment answers []. */
export const getDemoAccounts = (signal?: AbortSignal) =>
  apiList<DemoAccount>('/api/auth/demo-accounts', { signal });

export const useDemoAccounts = () =>
  useQuery({
    queryKey: queryKeys.demoAccounts,
    queryFn: ({ signal }) => getDemoAccounts(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
