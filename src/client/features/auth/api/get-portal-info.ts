import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { PortalInfo } from '#shared/schemas/common.ts';

/** The company's name for the login page's brand (COMPANY_NAME on the server). */
const getPortalInfo = (signal?: AbortSignal) => apiRequest<PortalInfo>('/api/auth/portal-info', { signal });

export const usePortalInfo = () =>
  useQuery({
    queryKey: queryKeys.portalInfo,
    queryFn: ({ signal }) => getPortalInfo(signal),
    // Configuration only changes with a server restart.
    staleTime: Number.POSITIVE_INFINITY,
  });
