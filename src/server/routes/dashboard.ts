import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DashboardStatsQuerySchema,
  DashboardStatsSchema,
  type EmployeeStats,
  EmployeeStatsListSchema,
  EmployeeStatsQuerySchema,
  PriorityWorkOrdersQuerySchema,
  RecentWorkOrderListSchema,
  RecentWorkOrdersQuerySchema,
} from '#shared/schemas/dashboard.ts';
import { SharedReadHeadersSchema } from '#shared/schemas/read-headers.ts';
import { WorkOrderSchema } from '#shared/schemas/work-order.ts';
import { listPageRoute } from '../http/list-page-route.ts';
import { sendSharedAnswer, sharedAnswers } from '../http/shared-answer.ts';
import {
  getDashboardStats,
  listPriorityWorkOrders,
  listRecentWorkOrders,
  resolveTimeZone,
} from '../services/dashboard.ts';
import { listEmployeeStats } from '../services/dashboard-workload.ts';
import { EVERY_READER } from '../services/read-visibility.ts';
import { createTtlCache } from '../services/ttl-cache.ts';

/** Time zones and periods asked at once: a few per office. */
const SHARED_CARDS = 50;

/**
 * The dashboard's cards (/dashboard); any signed-in employee may read them, and every manager's
 * dashboard asks again after each change: each card is shared (http/shared-answer.ts).
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const workloadCache = createTtlCache<EmployeeStats[]>(app.config.workloadCacheMs);
  const [sharedStats, sharedWorkload] = [sharedAnswers(SHARED_CARDS), sharedAnswers(SHARED_CARDS)];
  const shared = { config: { openapi: { sharedAnswer: true as const } } };
  app.get(
    '/api/dashboard/stats',
    {
      ...shared,
      schema: {
        operationId: 'getDashboardStats',
        summary: "The dashboard's counts",
        tags: ['dashboard'],
        headers: SharedReadHeadersSchema,
        querystring: DashboardStatsQuerySchema,
        response: { 200: DashboardStatsSchema },
      },
    },
    async (request, reply) =>
      sendSharedAnswer(request, reply, {
        cache: sharedStats,
        visibility: EVERY_READER,
        read: async () => ({
          body: await getDashboardStats(request.server.db, resolveTimeZone(request.query.tz)),
        }),
      }),
  );

  listPageRoute(app, '/api/dashboard/priority-work-orders', {
    operationId: 'listPriorityWorkOrders',
    summary: 'Urgent open work, most pressing first',
    tags: ['dashboard'],
    querystring: PriorityWorkOrdersQuerySchema,
    response: WorkOrderSchema.array(),
    sharedBy: () => EVERY_READER,
    page: (request) => listPriorityWorkOrders(request.server.db, request.query),
  });

  listPageRoute(app, '/api/dashboard/recent-work-orders', {
    operationId: 'listRecentWorkOrders',
    summary: 'Recently created or changed work orders',
    tags: ['dashboard'],
    querystring: RecentWorkOrdersQuerySchema,
    response: RecentWorkOrderListSchema,
    sharedBy: () => EVERY_READER,
    page: (request) => listRecentWorkOrders(request.server.db, request.query),
  });

  app.get(
    '/api/dashboard/employee-stats',
    {
      ...shared,
      schema: {
        operationId: 'listEmployeeStats',
        summary: "Each employee's workload for a period",
        tags: ['dashboard'],
        headers: SharedReadHeadersSchema,
        querystring: EmployeeStatsQuerySchema,
        response: { 200: EmployeeStatsListSchema },
      },
    },
    async (request, reply) => {
      const input = { period: request.query.period, timeZone: resolveTimeZone(request.query.tz) };
      return sendSharedAnswer(request, reply, {
        cache: sharedWorkload,
        visibility: EVERY_READER,
        read: async () => ({
          body: await workloadCache(`${input.period} ${input.timeZone}`, () =>
            listEmployeeStats(request.server.db, input),
          ),
        }),
      });
    },
  );
};
