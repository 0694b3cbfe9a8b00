import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { SupportContact } from '#shared/schemas/support.ts';

const SUPPORT_CONTACT_KEY = queryKeys.supportContact;

/** GET /api/support/contact: the company's support phone and email, null when not configured. */
const getSupportContact = (signal?: AbortSignal) =>
  apiRequest<SupportContact>('/api/support/contact', { signal });

const supportContactQuery = () =>
  queryOptions({
    queryKey: SUPPORT_CONTACT_KEY,
    queryFn: ({ signal }) => getSupportContact(signal),
    // Server configuration: it changes with a deployment, not while someone reads the page.
    staleTime: 10 * 60_000,
  });

export const useSupportContact = () => useQuery(supportContactQuery());
