import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import {
  DeletedWorkOrderListQuerySchema,
  DeletedWorkOrderListSchema,
} from '#shared/schemas/deleted-work-order.ts';
import { WorkOrderSchema } from '#shared/schemas/work-order.ts';
import { listPageRoute } from '../http/list-page-route.ts';
import { listDeletedWorkOrders, restoreWorkOrder } from '../services/deleted-work-orders.ts';

const tags = ['work orders'];

/** Recently deleted (ADR 029): the Admin Panel's, so admin and management only. */
export const deletedWorkOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  listPageRoute(app, '/api/deleted-work-orders', {
    permission: 'work-orders:restore-deleted',
    tags,
    querystring: DeletedWorkOrderListQuerySchema,
    response: DeletedWorkOrderListSchema,
    page: (request) =>
      listDeletedWorkOrders(request.server.db, request.query, request.server.config.deletedRetentionDays),
  });

  app.post(
    '/api/deleted-work-orders/:id/restore',
    {
      config: { permission: 'work-orders:restore-deleted' },
      schema: { tags, params: IdParamsSchema, response: { 200: WorkOrderSchema } },
    },
    async (request) => restoreWorkOrder(request.server.db, request.employee, request.params.id),
  );
};
