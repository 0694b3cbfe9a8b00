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
    operationId: 'listDeletedWorkOrders',
    summary: 'Recently deleted work orders, newest deletion first (admin and management)',
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
      // 409: its job # is now used by another open work order.
      config: { permission: 'work-orders:restore-deleted', openapi: { errors: [409] } },
      schema: {
        operationId: 'restoreWorkOrder',
        summary: 'Restore a deleted work order with everything under it (admin and management)',
        tags,
        params: IdParamsSchema,
        response: { 200: WorkOrderSchema },
      },
    },
    async (request) => restoreWorkOrder(request.server.db, request.employee, request.params.id),
  );
};
