import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ETAG_HEADER, IF_MATCH_HEADER, workOrderEtag } from '#shared/domain/write-headers.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import { WorkOrderListQuerySchema } from '#shared/schemas/list-query.ts';
import { SharedReadHeadersSchema } from '#shared/schemas/read-headers.ts';
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
import { KEY_IN_PROGRESS } from '../http/operation-doc.ts';
import { sendSharedAnswer, sharedAnswers } from '../http/shared-answer.ts';
import { nextPageHeaders } from '../http/total-count.ts';
import { createTask } from '../services/create-work-order.ts';
import { deleteWorkOrder } from '../services/delete-work-order.ts';
import { EVERY_READER } from '../services/read-visibility.ts';
import { updateWorkOrder } from '../services/update-work-order.ts';
import { getWorkOrderDetail } from '../services/work-order-detail.ts';
import { listPausedJobs, listWorkOrders } from '../services/work-order-list/index.ts';

const tags = ['work orders'];
/**
 * A work-order list: one page, the whole list's size, and the next page's cursor (nextPageHeaders),
 * shared between the screens that ask the same after a change (http/shared-answer.ts).
 */
const cursorPaged = {
  config: { openapi: { totalCount: true, nextCursor: true, sharedAnswer: true } },
} as const;
const listInput = { headers: SharedReadHeadersSchema, querystring: WorkOrderListQuerySchema };
const list = { tags, ...listInput, response: { 200: WorkOrderListSchema } };
const pausedList = { tags, ...listInput, response: { 200: PausedJobListSchema } };
/** Filters, sorts and pages of a busy office's screens; more empties the cache (services/shared-reads.ts). */
const sharedPages = () => sharedAnswers(300);

/** A page of a work-order list as its shared answer: the rows, the total and the next page. */
function pageAnswer(request: FastifyRequest, page: { rows: unknown[]; total: number; nextCursor?: string }) {
  return { body: page.rows, headers: nextPageHeaders(request, page) };
}
/** 403: completing or reopening is for office, admin and management; 409: job # used by open work. */
const writesWorkOrder = { errors: [403, 409] } as const;

export const workOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const [allPages, pausedPages, followUpPages] = [sharedPages(), sharedPages(), sharedPages()];
  app.get(
    '/api/work-orders',
    {
      ...cursorPaged,
      schema: { operationId: 'listWorkOrders', summary: 'Work orders, filtered, sorted and paged', ...list },
    },
    async (request, reply) =>
      sendSharedAnswer(request, reply, {
        cache: allPages,
        visibility: EVERY_READER,
        read: async () => pageAnswer(request, await listWorkOrders(request.server.db, 'all', request.query)),
      }),
  );

  app.get(
    '/api/work-orders/on-hold',
    {
      ...cursorPaged,
      schema: {
        operationId: 'listPausedJobs',
        summary: 'Paused jobs (on-hold work orders), filtered, sorted and paged',
        ...pausedList,
      },
    },
    async (request, reply) =>
      sendSharedAnswer(request, reply, {
        cache: pausedPages,
        visibility: EVERY_READER,
        read: async () => pageAnswer(request, await listPausedJobs(request.server.db, request.query)),
      }),
  );

  app.get(
    '/api/work-orders-need-follow-up',
    {
      ...cursorPaged,
      schema: {
        operationId: 'listWorkOrdersNeedingFollowUp',
        summary: 'Unfinished work orders of type follow-up, with a follow-up reason, or past due',
        ...list,
      },
    },
    async (request, reply) =>
      sendSharedAnswer(request, reply, {
        cache: followUpPages,
        visibility: EVERY_READER,
        read: async () =>
          pageAnswer(request, await listWorkOrders(request.server.db, 'need-follow-up', request.query)),
      }),
  );

  app.get(
    '/api/work-orders/:id',
    {
      config: { openapi: { etag: true } },
      schema: {
        operationId: 'getWorkOrder',
        summary: 'One work order with its comments and questions',
        tags,
        params: IdParamsSchema,
        response: { 200: WorkOrderDetailSchema },
      },
    },
    async (request, reply) => {
      const order = await getWorkOrderDetail(request.server.db, request.params.id);
      // The version a PATCH may name in If-Match (ADR 045).
      return reply.header(ETAG_HEADER, workOrderEtag(order.version)).send(order);
    },
  );

  app.post(
    '/api/work-orders',
    {
      config: { openapi: writesWorkOrder },
      schema: {
        operationId: 'createTask',
        summary: 'Create a task',
        tags,
        body: CreateTaskSchema,
        response: { 201: WorkOrderSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTask(request.server.db, request.employee, request.body)),
  );

  app.patch(
    '/api/work-orders/:id',
    {
      config: {
        openapi: {
          // 412: If-Match names a version the order has moved on from.
          errors: [...writesWorkOrder.errors, 412],
          errorDescriptions: {
            409: `The job # is already used by an open work order, or ${KEY_IN_PROGRESS}`,
          },
          idempotent: true,
          etag: true,
        },
      },
      schema: {
        operationId: 'updateWorkOrder',
        summary: 'Change any editable field; null clears a field',
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
    {
      // 403: technicians cannot delete paused jobs.
      config: { openapi: { errors: [403] } },
      schema: {
        operationId: 'deleteWorkOrder',
        summary: 'Delete a work order: hidden everywhere, restorable from Recently deleted until purged',
        tags,
        params: IdParamsSchema,
        response: { 200: DeletedSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Hidden, not removed: admin and management can restore it from Recently deleted (ADR 029).
      await deleteWorkOrder(request.server.db, request.employee, id);
      return { message: 'Work order deleted', id };
    },
  );
};
