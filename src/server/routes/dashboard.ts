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
import { WorkOrderSchema } from '#shared/schemas/work-order.ts';
import { listPageRoute } from '../http/list-page-route.ts';
import {
  getDashboardStats,
  listPriorityWorkOrders,
  listRecentWorkOrders,
  resolveTimeZone,
} from '../services/dashboard.ts';
import { listEmployeeStats } from '../services/dashboard-workload.ts';
import { createTtlCache } from '../services/ttl-cache.ts';

/** The dashboard's cards (/dashboard); any signed-in employee may read them. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const workloadCache = createTtlCache<EmployeeStats[]>(app.config.workloadCacheMs);
  app.get(
    '/api/dashboard/stats',
    {
      schema: {
        operationId: 'getDashboardStats',
        summary: "The dashboard's counts",
        tags: ['dashboard'],
        querystring: DashboardStatsQuerySchema,
        response: { 200: DashboardStatsSchema },
      },
    },
    async (request) => getDashboardStats(request.server.db, resolveTimeZone(request.query.tz)),
  );

  listPageRoute(app, '/api/dashboard/priority-work-orders', {
    operationId: 'listPriorityWorkOrders',
    summary: 'Urgent open work, most pressing first',
    tags: ['dashboard'],
    querystring: PriorityWorkOrdersQuerySchema,
    response: WorkOrderSchema.array(),
    page: (request) => listPriorityWorkOrders(request.server.db, request.query),
  });

  listPageRoute(app, '/api/dashboard/recent-work-orders', {
    operationId: 'listRecentWorkOrders',
    summary: 'Recently created or changed work orders',
    tags: ['dashboard'],
    querystring: RecentWorkOrdersQuerySchema,
    response: RecentWorkOrderListSchema,
    page: (request) => listRecentWorkOrders(request.server.db, request.query),
  });

  app.get(
    '/api/dashboard/employee-stats',
    {
      schema: {
        operationId: 'listEmployeeStats',
        summary: "Each employee's workload for a period",
        tags: ['dashboard'],
        querystring: EmployeeStatsQuerySchema,
        response: { 200: EmployeeStatsListSchema },
      },
    },
    async (request) => {
      const input = { period: request.query.period, timeZone: resolveTimeZone(request.query.tz) };
      return workloadCache(`${input.period} ${input.timeZone}`, () =>
        listEmployeeStats(request.server.db, input),
      );
    },
  );
};
