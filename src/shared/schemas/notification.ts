import { z } from 'zod';
import { PageQuerySchema } from './page-query.ts';
import { queryParam } from './query-param.ts';

/** What caused a notification. */
const NOTIFICATION_TYPES = [
  'assignment',
  'comment',
  'status',
  'paused-job',
  'admin-note',
  'support',
] as const;
const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

export const NotificationActorSchema = z.object({ id: z.number().int(), name: z.string() });

export const NotificationSchema = z.object({
  id: z.number().int(),
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  /** The work order's server id (for its detail link), when the event is about one. */
  workOrderId: z.number().int().nullable(),
  actor: NotificationActorSchema.nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationListSchema = z.array(NotificationSchema);

export const NotificationListQuerySchema = PageQuerySchema.extend({
  unread: queryParam(
    z
      .enum(['true', 'false', '1', '0'], { error: 'unread must be true or false' })
      .transform((value) => value === 'true' || value === '1')
      .optional(),
  ),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

export const UnreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const MarkAllReadResponseSchema = z.object({ updated: z.number().int() });
export type MarkAllReadResponse = z.infer<typeof MarkAllReadResponseSchema>;

export const NOTIFICATION_NOT_FOUND_MESSAGE = 'Notification not found';
