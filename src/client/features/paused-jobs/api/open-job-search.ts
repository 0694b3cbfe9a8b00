import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiList } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';

/** Enough to spot the job; a longer list means the search needs another word. */
const OPEN_JOB_SEARCH_LIMIT = 8;
const OPEN_JOB_SEARCH_MIN_LENGTH = 2;
const TYPING_PAUSE_MS = 250;

/** GET /api/work-orders searched on the server: open and in-progress work only, newest change first. */
function openJobSearchParams(search: string): Record<string, string> {
  return {
    search,
    status: 'open,in-progress',
    lightweight: 'true',
    sort: '-updatedAt',
    limit: String(OPEN_JOB_SEARCH_LIMIT),
  };
}

/** The term once typing rests, so a search is one request per pause, not one per key. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** Open jobs matching `term` (job #, customer, title, ...), asked of the server's list search. */
export function useOpenJobSearch(term: string) {
  const search = useSettled(term.trim());
  const params = openJobSearchParams(search);
  const enabled = search.length >= OPEN_JOB_SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: queryKeys.workOrders.list(params),
    queryFn: ({ signal }) =>
      apiList<WorkOrderListItem>(`/api/work-orders?${new URLSearchParams(params)}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
  return { search, enabled, settling: search !== term.trim(), ...query };
}
