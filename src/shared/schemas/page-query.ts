import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../domain/list-limits.ts';
import { wholeNumber } from './input-numbers.ts';
import { queryParam } from './query-param.ts';

// Apart from list-query.ts: the many lists that page by limit and offset only (employees,
// notifications, activity) need not carry the work-order list's filters and cursor codec into
// their chunks.

/** limit and offset of every paged list; an empty value is the parameter not sent (ADR 020). */
const limitParam = wholeNumber('limit', (schema) =>
  schema.min(1, 'limit must be at least 1').max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`),
);
const offsetParam = wholeNumber('offset', (schema) => schema.min(0, 'offset cannot be negative'));

/** limit (default: the whole list) and offset (default 0), for any list. */
export function pageParams() {
  return { limit: queryParam(limitParam.optional()), offset: queryParam(offsetParam.default(0)) };
}

/** The same for a list that answers a page of `defaultLimit` when no limit is sent. */
export function pageParamsWithDefault(defaultLimit: number) {
  return { limit: queryParam(limitParam.default(defaultLimit)), offset: queryParam(offsetParam.default(0)) };
}

export const PageQuerySchema = z.object(pageParams());
export type PageQuery = z.infer<typeof PageQuerySchema>;
