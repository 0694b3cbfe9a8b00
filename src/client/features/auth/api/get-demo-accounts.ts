import { useQuery } from '@tanstack/react-query';
import { apiList } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { DemoAccount } from '#shared/schemas/auth.ts';

/** A list only when the server runs with demo data; a real deployment answers []. */
const getDemoAccounts = (signal?: AbortSignal) => apiList<DemoAccount>('/api/auth/demo-accounts', { signal });

export const useDemoAccounts = () =>
  useQuery({
    queryKey: queryKeys.demoAccounts,
    queryFn: ({ signal }) => getDemoAccounts(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
