import { z } from 'zod';
import { instantInput } from './input-dates.ts';
import { idInput } from './input-numbers.ts';
import { singleLine, typedTextRule } from './input-text.ts';
import { pageParams } from './page-query.ts';
import { queryParam } from './query-param.ts';

const ACTIVITY_ENTITY_TYPES = ['work_order', 'employee', 'company_settings'] as const;

/**
 * A plain day is a whole UTC day: `from` starts at its first moment, `to` ends at its last. Both keep
 * to the one date range of ADR 020.
 */
const boundary = (name: string, edge: 'start' | 'end') =>
  instantInput(name, edge === 'start' ? '00:00:00.000' : '23:59:59.999');

/** Exact-match text filters: one line, never empty (an empty value is the filter not sent). */
const label = (name: string) =>
  z
    .string()
    .trim()
    .min(1, `${name} must not be empty`)
    .max(50, `${name} must be at most 50 characters`)
    .superRefine(singleLine(name))
    .meta(typedTextRule('single-line'));

/** Like every list: without limit the whole filtered log; the Admin Panel pages it. */
export const ActivityPageQuerySchema = z.object(pageParams());
export type ActivityPageQuery = z.infer<typeof ActivityPageQuerySchema>;

/** GET /api/activity filters; all optional and combined with AND. */
export const ActivityQuerySchema = ActivityPageQuerySchema.extend({
  employeeId: queryParam(idInput('employeeId').optional()).meta({ description: 'Who did it (the actor)' }),
  workOrderId: queryParam(idInput('workOrderId').optional()).meta({
    description: "The work order's server id",
  }),
  workOrder: queryParam(label('workOrder').optional()).meta({
    description: 'The job number as typed (#), also finds deleted orders',
  }),
  action: queryParam(label('action').optional()),
  entityType: queryParam(
    z
      .enum(ACTIVITY_ENTITY_TYPES, {
        error: `entityType must be one of: ${ACTIVITY_ENTITY_TYPES.join(', ')}`,
      })
      .optional(),
  ),
  from: queryParam(boundary('from', 'start').optional()),
  to: queryParam(boundary('to', 'end').optional()),
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
