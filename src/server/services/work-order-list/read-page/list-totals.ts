import { sharedReads } from '../../shared-reads.ts';

/**
 * The size of a filtered work-order list (X-Total-Count), shared for a few seconds between requests
 * for the same filters, so paging and fifty screens refreshing together do not count the whole
 * filtered set on every page (ADR 034). Any write through this process, and any change another
 * process announces, forgets every total at once (services/shared-reads.ts). The rows of a page
 * are never cached.
 */
const TOTAL_TTL_MS = 10_000;

/** Filter combinations are few; a flood of distinct ones (or a bug) must not grow memory. */
export const cachedListTotal = sharedReads<number>({ ttlMs: TOTAL_TTL_MS, maxEntries: 500 });
