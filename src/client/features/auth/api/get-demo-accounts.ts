import { useQuery } from '@tanstack/react-query';
import type { DemoAccount } from '../../../../shared/schemas/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getDemoAccounts = () => apiRequest<DemoAccount[]>('/api/auth/demo-accounts');

export const useDemoAccounts = () =>
  useQuery({
    queryKey: queryKeys.demoAccounts,
    queryFn: getDemoAccounts,
    staleTime: Number.POSITIVE_INFINITY,
  });
