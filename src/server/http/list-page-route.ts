import type { FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RoleAction } from '#shared/domain/role-permissions.ts';
import { SharedReadHeadersSchema } from '#shared/schemas/read-headers.ts';
import { sendSharedAnswer, sharedAnswers } from './shared-answer.ts';
import { totalCountHeaders, withTotalCount } from './total-count.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** Distinct pages of one shared list kept at once: filters, periods and sizes of a busy office. */
const SHARED_PAGES_PER_LIST = 200;

/** The request as a list reads it: its path parameters and query as their schemas parsed them. */
type ListPageRequest<Params, Query> = Omit<FastifyRequest, 'params' | 'query'> & {
  params: Params;
  query: Query;
};

export type ListPageRoute<Params extends z.ZodType, Query extends z.ZodType, List extends z.ZodType> = {
  /** The OpenAPI operation: its stable id and a one-line summary. */
  operationId: string;
  summary: string;
  tags: string[];
  /** The row of the role table the list needs, where it is not everyone's (ADR 053). */
  permission?: RoleAction;
  params?: Params;
  querystring: Query;
  /** The schema of the answer: a plain array. */
  response: List;
  /**
   * A list that many screens ask again after each change: shared between askers who see the same
   * (this names what the asker sees; services/read-visibility.ts), with an ETag (http/shared-answer.ts).
   */
  sharedBy?: (request: FastifyRequest) => string;
  /** One page of the list and the size of the whole filtered list. */
  page: (
    request: ListPageRequest<z.output<Params>, z.output<Query>>,
  ) => Promise<{ rows: z.input<List> & unknown[]; total: number }>;
};

/**
 * GET `url`: a page of a list as an array, and the size of the whole filtered list in X-Total-Count
 * (withTotalCount), which the OpenAPI document says. The route's options hold only what is given,
 * as a route written out would.
 */
export function listPageRoute<
  Params extends z.ZodType = z.ZodType<Record<string, never>>,
  Query extends z.ZodType = z.ZodType,
  List extends z.ZodType = z.ZodType,
>(app: ZodApp, url: string, route: ListPageRoute<Params, Query, List>): void {
  const { operationId, summary, tags, permission, params, querystring, response, sharedBy, page } = route;
  // The schemas are generic here, so the zod type provider cannot work out the request's and the
  // answer's types from them: `page` is typed by them instead, and they still parse and serialise.
  const schema: FastifySchema = {
    operationId,
    summary,
    tags,
    ...(params ? { params } : {}),
    querystring,
    ...(sharedBy ? { headers: SharedReadHeadersSchema } : {}),
    response: { 200: response },
  };
  const openapi = { totalCount: true as const, ...(sharedBy ? { sharedAnswer: true as const } : {}) };
  const config = { ...(permission ? { permission } : {}), openapi };
  const readPage = (request: FastifyRequest) =>
    page(request as ListPageRequest<z.output<Params>, z.output<Query>>);
  if (!sharedBy) {
    app.get(url, { config, schema }, async (request, reply) =>
      withTotalCount(reply, await readPage(request)),
    );
    return;
  }
  const cache = sharedAnswers(SHARED_PAGES_PER_LIST);
  app.get(url, { config, schema }, async (request, reply) =>
    sendSharedAnswer(request, reply, {
      cache,
      visibility: sharedBy(request),
      read: async () => {
        const { rows, total } = await readPage(request);
        return { body: rows, headers: totalCountHeaders(total) };
      },
    }),
  );
}
