import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import {
  MarkAllReadResponseSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationSchema,
  UnreadCountSchema,
} from '#shared/schemas/notification.ts';
import { listPageRoute } from '../http/list-page-route.ts';
import {
  countUnread,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../services/notifications.ts';

/** Every employee sees and marks only their own notifications. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications/unread-count',
    { schema: { tags: ['notifications'], response: { 200: UnreadCountSchema } } },
    async (request) => ({ count: await countUnread(request.server.db, request.employee.id) }),
  );

  listPageRoute(app, '/api/notifications', {
    tags: ['notifications'],
    querystring: NotificationListQuerySchema,
    response: NotificationListSchema,
    page: (request) => listNotifications(request.server.db, request.employee.id, request.query),
  });

  app.post(
    '/api/notifications/read-all',
    { schema: { tags: ['notifications'], response: { 200: MarkAllReadResponseSchema } } },
    async (request) => markAllNotificationsRead(request.server.db, request.employee.id),
  );

  app.post(
    '/api/notifications/:id/read',
    { schema: { tags: ['notifications'], params: IdParamsSchema, response: { 200: NotificationSchema } } },
    async (request) => markNotificationRead(request.server.db, request.employee.id, request.params.id),
  );
};
