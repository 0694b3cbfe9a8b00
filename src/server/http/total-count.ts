import type { FastifyReply, FastifyRequest } from 'fastify';
import { NEXT_CURSOR_HEADER } from '#shared/domain/next-cursor-header.ts';
import { TOTAL_COUNT_HEADER } from '#shared/domain/total-count-header.ts';

/** Lists answer a plain array and the size of the whole filtered list in a header. */
export function withTotalCount<T>(reply: FastifyReply, page: { rows: T[]; total: number }): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  reply.header('access-control-expose-headers', TOTAL_COUNT_HEADER);
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
 * The same, and when more rows follow the page, where the next page starts (ADR 037): its cursor in
 * X-Next-Cursor and its URL in a Link header with rel="next" (RFC 8288).
 */
export function withNextPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { rows: T[]; total: number; nextCursor?: string },
): T[] {
  const rows = withTotalCount(reply, page);
  reply.header('access-control-expose-headers', `${TOTAL_COUNT_HEADER}, ${NEXT_CURSOR_HEADER}, link`);
  if (page.nextCursor) {
    reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    reply.header('link', `<${nextPageUrl(request.url, page.nextCursor)}>; rel="next"`);
  }
  return rows;
}
