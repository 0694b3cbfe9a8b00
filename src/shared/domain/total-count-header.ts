/**
 * Name of the header that carries the size of the whole filtered list. Kept apart from the list
 * schemas so the client's first chunk can read it without bundling zod.
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';
