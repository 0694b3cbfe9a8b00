import type { FastifyReply, FastifyRequest } from 'fastify';
import { NEXT_CURSOR_HEADER } from '#shared/domain/next-cursor-header.ts';
import { TOTAL_COUNT_HEADER } from '#shared/domain/total-count-header.ts';

/** Lists answer a plain array and the size of the whole filtered list in a header. */
export function totalCountHeaders(total: number): Record<string, string> {
  return { [TOTAL_COUNT_HEADER]: String(total), 'access-control-expose-headers': TOTAL_COUNT_HEADER };
}

/** The same, set on a reply: answers the rows. */
export function withTotalCount<T>(reply: FastifyReply, page: { rows: T[]; total: number }): T[] {
  reply.headers(totalCountHeaders(page.total));
  return page.rows;
}

/** This request's URL with `cursor` in place of `offset`: the next page, for the Link header. */
function nextPageUrl(url: string, cursor: string): string {
  const at = url.indexOf('?');
  const params = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
  params.delete('offset');
  params.set('cursor', cursor);
  return `${at === -1 ? url : url.slice(0, at)}?${params}`;
}

/**
 * The size of the whole list, and when more rows follow the page, where the next page starts
 * (ADR 037): its cursor in X-Next-Cursor and its URL in a Link header with rel="next" (RFC 8288).
 */
export function nextPageHeaders(
  request: FastifyRequest,
  page: { total: number; nextCursor?: string },
): Record<string, string> {
  const headers = {
    ...totalCountHeaders(page.total),
    'access-control-expose-headers': `${TOTAL_COUNT_HEADER}, ${NEXT_CURSOR_HEADER}, link`,
  };
  if (!page.nextCursor) return headers;
  return {
    ...headers,
    [NEXT_CURSOR_HEADER]: page.nextCursor,
    link: `<${nextPageUrl(request.url, page.nextCursor)}>; rel="next"`,
  };
}
