import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ETAG_HEADER, IF_MATCH_HEADER, workOrderEtag } from '#shared/domain/write-headers.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import { WorkOrderListQuerySchema } from '#shared/schemas/list-query.ts';
import {
  CreateTaskSchema,
  DeletedSchema,
  PausedJobListSchema,
  UpdateWorkOrderSchema,
  type WorkOrder,
  WorkOrderDetailSchema,
  WorkOrderListSchema,
  WorkOrderSchema,
} from '#shared/schemas/work-order.ts';
import { WorkOrderUpdateHeadersSchema } from '#shared/schemas/write-headers.ts';
import { answerIdempotently } from '../http/idempotent-write.ts';
import { parseIfMatch } from '../http/if-match.ts';
import { withNextPage } from '../http/total-count.ts';
import { createTask } from '../services/create-work-order.ts';
import { deleteWorkOrder } from '../services/delete-work-order.ts';
import { updateWorkOrder } from '../services/update-work-order.ts';
import { getWorkOrderDetail } from '../services/work-order-detail.ts';
import { listPausedJobs, listWorkOrders } from '../services/work-order-list/index.ts';

const tags = ['work orders'];
const list = { tags, querystring: WorkOrderListQuerySchema, response: { 200: WorkOrderListSchema } };
const pausedList = { tags, querystring: WorkOrderListQuerySchema, response: { 200: PausedJobListSchema } };

export const workOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/work-orders', { schema: list }, async (request, reply) =>
    withNextPage(request, reply, await listWorkOrders(request.server.db, 'all', request.query)),
  );

  app.get('/api/work-orders/on-hold', { schema: pausedList }, async (request, reply) =>
    withNextPage(request, reply, await listPausedJobs(request.server.db, request.query)),
  );

  app.get('/api/work-orders-need-follow-up', { schema: list }, async (request, reply) =>
    withNextPage(request, reply, await listWorkOrders(request.server.db, 'need-follow-up', request.query)),
  );

  app.get(
    '/api/work-orders/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: WorkOrderDetailSchema } } },
    async (request, reply) => {
      const order = await getWorkOrderDetail(request.server.db, request.params.id);
      // The version a PATCH may name in If-Match (ADR 045).
      return reply.header(ETAG_HEADER, workOrderEtag(order.version)).send(order);
    },
  );

  app.post(
    '/api/work-orders',
    { schema: { tags, body: CreateTaskSchema, response: { 201: WorkOrderSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createTask(request.server.db, request.employee, request.body)),
  );

  app.patch(
    '/api/work-orders/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        headers: WorkOrderUpdateHeadersSchema,
        body: UpdateWorkOrderSchema,
        response: { 200: WorkOrderSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const ifMatch = parseIfMatch(request.headers[IF_MATCH_HEADER]);
      return answerIdempotently<WorkOrder>(request, reply, {
        status: 200,
        workOrderId: id,
        body: request.body,
        staleAfterMs: request.server.config.requestTimeoutMs,
        headersOf: (order) => ({ [ETAG_HEADER]: workOrderEtag(order.version) }),
        write: (record) =>
          updateWorkOrder(request.server.db, request.employee, id, request.body, { ifMatch, record }),
      });
    },
  );

  app.delete(
    '/api/work-orders/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: DeletedSchema } } },
    async (request) => {
      const { id } = request.params;
      // Hidden, not removed: admin and management can restore it from Recently deleted (ADR 029).
      await deleteWorkOrder(request.server.db, request.employee, id);
      return { message: 'Work order deleted', id };
    },
  );
};
