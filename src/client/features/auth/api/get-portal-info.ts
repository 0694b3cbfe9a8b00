import { useQuery } from '@tanstack/react-query';
import type { PortalInfo } from '../../../../shared/schemas/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getPortalInfo = () => apiRequest<PortalInfo>('/api/auth/portal-info');

export const usePortalInfo = () =>
  useQuery({ queryKey: queryKeys.portalInfo, queryFn: getPortalInfo, staleTime: Number.POSITIVE_INFINITY });
