import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivityListSchema,
  ActivityPageQuerySchema,
  ActivityQuerySchema,
} from '#shared/schemas/activity.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import { listPageRoute } from '../http/list-page-route.ts';
import { listActivity, listWorkOrderActivity } from '../services/activity.ts';

/** The activity log is the admin panel's: admin and management only (the role table in docs/product.md). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  listPageRoute(app, '/api/activity', {
    operationId: 'listActivity',
    summary: 'The activity log, newest first, with filters',
    permission: 'activity:read',
    tags: ['activity'],
    querystring: ActivityQuerySchema,
    response: ActivityListSchema,
    page: (request) => listActivity(request.server.db, request.query),
  });

  listPageRoute(app, '/api/work-orders/:id/activity', {
    operationId: 'listWorkOrderActivity',
    summary: 'History of one work order, also after it was deleted',
    permission: 'activity:read',
    tags: ['activity'],
    params: IdParamsSchema,
    querystring: ActivityPageQuerySchema,
    response: ActivityListSchema,
    page: (request) => listWorkOrderActivity(request.server.db, request.params.id, request.query),
  });
};
