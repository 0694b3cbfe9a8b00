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
    {
      schema: {
        operationId: 'countUnreadNotifications',
        summary: 'How many of your notifications are unread',
        tags: ['notifications'],
        response: { 200: UnreadCountSchema },
      },
    },
    async (request) => ({ count: await countUnread(request.server.db, request.employee.id) }),
  );

  listPageRoute(app, '/api/notifications', {
    operationId: 'listNotifications',
    summary: 'Your notifications, newest first',
    tags: ['notifications'],
    querystring: NotificationListQuerySchema,
    response: NotificationListSchema,
    page: (request) => listNotifications(request.server.db, request.employee.id, request.query),
  });

  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        operationId: 'markAllNotificationsRead',
        summary: 'Mark all your notifications read',
        tags: ['notifications'],
        response: { 200: MarkAllReadResponseSchema },
      },
    },
    async (request) => markAllNotificationsRead(request.server.db, request.employee.id),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        operationId: 'markNotificationRead',
        summary: 'Mark one of your notifications read',
        tags: ['notifications'],
        params: IdParamsSchema,
        response: { 200: NotificationSchema },
      },
    },
    async (request) => markNotificationRead(request.server.db, request.employee.id, request.params.id),
  );
};
