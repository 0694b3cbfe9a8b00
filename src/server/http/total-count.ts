import type { FastifyReply } from 'fastify';
import { TOTAL_COUNT_HEADER } from '../../shared/domain/total-count-header.ts';

/** Lists answer a plain array (SPEC 7) and the size of the whole filtered list in a header. */
export function withTotalCount<T>(reply: FastifyReply, page: { rows: T[]; total: number }): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  reply.header('access-control-expose-headers', TOTAL_COUNT_HEADER);
  return page.rows;
}
