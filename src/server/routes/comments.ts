import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { believableWrittenAt } from '#shared/domain/comment-written-at.ts';
import { CommentListSchema, CreateCommentSchema } from '#shared/schemas/comment.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import { PageQuerySchema } from '#shared/schemas/list-query.ts';
import { CommentSchema } from '#shared/schemas/work-order.ts';
import { IdempotentWriteHeadersSchema } from '#shared/schemas/write-headers.ts';
import { answerIdempotently } from '../http/idempotent-write.ts';
import { listPageRoute } from '../http/list-page-route.ts';
import { addComment, listComments } from '../services/comments.ts';

/** Any signed-in employee may read and add comments. */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  listPageRoute(app, '/api/work-orders/:id/comments', {
    operationId: 'listComments',
    summary: 'Comments of a work order, newest first',
    tags: ['comments'],
    params: IdParamsSchema,
    querystring: PageQuerySchema,
    response: CommentListSchema,
    page: (request) => listComments(request.server.db, request.params.id, request.query),
  });

  app.post(
    '/api/work-orders/:id/comments',
    {
      config: { openapi: { idempotent: true } },
      schema: {
        operationId: 'addComment',
        summary: 'Add a note or an update comment',
        tags: ['comments'],
        params: IdParamsSchema,
        headers: IdempotentWriteHeadersSchema,
        body: CreateCommentSchema,
        response: { 201: CommentSchema },
      },
    },
    async (request, reply) => {
      // A note's own time is judged against the server's clock as it arrives (ADR 057).
      const { writtenAt } = request.body;
      const believed = writtenAt && believableWrittenAt(writtenAt, new Date());
      return answerIdempotently(request, reply, {
        status: 201,
        workOrderId: request.params.id,
        body: request.body,
        staleAfterMs: request.server.config.requestTimeoutMs,
        write: (record) =>
          addComment(request.server.db, {
            orderId: request.params.id,
            author: request.employee,
            input: { ...request.body, writtenAt: believed },
            record,
          }),
      });
    },
  );
};
