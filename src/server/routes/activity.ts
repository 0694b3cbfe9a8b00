import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivityListSchema,
  ActivityPageQuerySchema,
  ActivityQuerySchema,
} from '#shared/schemas/activity.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import { requirePermission } from '../http/require-role.ts';
import { withTotalCount } from '../http/total-count.ts';
import { listActivity, listWorkOrderActivity } from '../services/activity.ts';

/** The activity log is the admin panel's: admin and management only (PRODUCT "Roles"). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/activity',
    {
      preHandler: requirePermission('activity:read'),
      schema: {
        tags: ['activity'],
        summary: 'The activity log, newest first, with filters',
        querystring: ActivityQuerySchema,
        response: { 200: ActivityListSchema },
      },
    },
    async (request, reply) => withTotalCount(reply, await listActivity(request.server.db, request.query)),
  );

  app.get(
    '/api/work-orders/:id/activity',
    {
      preHandler: requirePermission('activity:read'),
      schema: {
        tags: ['activity'],
        summary: 'History of one work order, also after it was deleted',
        params: IdParamsSchema,
        querystring: ActivityPageQuerySchema,
        response: { 200: ActivityListSchema },
      },
    },
    async (request, reply) =>
      withTotalCount(reply, await listWorkOrderActivity(request.server.db, request.params.id, request.query)),
  );
};
