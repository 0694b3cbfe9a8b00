import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportContact } from '../../../../shared/schemas/support.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Not in lib/query-keys.ts (it has no support family yet): the one key of GET /api/support/contact. */
export const SUPPORT_CONTACT_KEY = ['support', 'contact'] as const;

/** GET /api/support/contact: the company's support phone and email, null when not configured. */
export const getSupportContact = (signal?: AbortSignal) =>
  apiRequest<SupportContact>('/api/support/contact', { signal });

export const supportContactQuery = () =>
  queryOptions({
    queryKey: SUPPORT_CONTACT_KEY,
    queryFn: ({ signal }) => getSupportContact(signal),
    // Server configuration: it changes with a deployment, not while someone reads the page.
    staleTime: 10 * 60_000,
  });

export const useSupportContact = () => useQuery(supportContactQuery());
