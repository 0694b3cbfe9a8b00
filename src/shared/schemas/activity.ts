import { z } from 'zod';
import { MAX_ID } from './common.ts';
import { PageQuerySchema } from './list-query.ts';

export const ACTIVITY_ENTITY_TYPES = ['work_order', 'employee'] as const;
/** The log only grows, so a request without limit gets the newest page, not everything. */
export const ACTIVITY_DEFAULT_LIMIT = 100;

/** A plain day is a whole UTC day: `from` starts at its first moment, `to` ends at its last. */
const boundary = (name: string, edge: 'start' | 'end') =>
  z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], {
      error: `${name} must be an ISO date or date-time`,
    })
    .transform(
      (value) =>
        new Date(
          value.length === 10 ? `${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z` : value,
        ),
    );

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(MAX_ID, `${name} is out of range`);

export const ActivityPageQuerySchema = z.object({
  limit: PageQuerySchema.shape.limit.unwrap().default(ACTIVITY_DEFAULT_LIMIT),
  offset: PageQuerySchema.shape.offset,
});
export type ActivityPageQuery = z.infer<typeof ActivityPageQuerySchema>;

/** GET /api/activity filters; all optional and combined with AND. */
export const ActivityQuerySchema = ActivityPageQuerySchema.extend({
  employeeId: positiveId('employeeId').optional().meta({ description: 'Who did it (the actor)' }),
  workOrderId: positiveId('workOrderId').optional().meta({ description: "The work order's server id" }),
  workOrder: z
    .string()
    .trim()
    .min(1, 'workOrder must not be empty')
    .max(50, 'workOrder must be at most 50 characters')
    .optional()
    .meta({ description: 'The job number as typed (#), also finds deleted orders' }),
  action: z
    .string()
    .trim()
    .min(1, 'action must not be empty')
    .max(50, 'action must be at most 50 characters')
    .optional(),
  entityType: z
    .enum(ACTIVITY_ENTITY_TYPES, { error: `entityType must be one of: ${ACTIVITY_ENTITY_TYPES.join(', ')}` })
    .optional(),
  from: boundary('from', 'start').optional(),
  to: boundary('to', 'end').optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: 'from must not be after to',
  path: ['from'],
});
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

export const ActivityActorSchema = z.object({ id: z.number().int(), name: z.string() });

export const ActivityItemSchema = z.object({
  id: z.number().int(),
  entityType: z.enum(ACTIVITY_ENTITY_TYPES),
  entityId: z.number().int(),
  /** The job number (or employee email) at the time. */
  entityLabel: z.string().nullable(),
  action: z.string(),
  field: z.string().nullable(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  /** The whole last state, for deletions. */
  snapshot: z.unknown(),
  actor: ActivityActorSchema.nullable(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;
export const ActivityListSchema = z.array(ActivityItemSchema);
