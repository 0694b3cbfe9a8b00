import { z } from 'zod';
import { MAX_PAGE_SIZE, SEARCH_MAX_LENGTH } from '../domain/list-limits.ts';
import { MAX_ID } from './common.ts';

export { MAX_PAGE_SIZE, SEARCH_MAX_LENGTH };

/** Comma-separated values in one query parameter: `status=open,in-progress`. */
const csv = z
  .string()
  .max(500)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

export const WORK_ORDER_SORTS = [
  'createdAt',
  '-createdAt',
  'updatedAt',
  '-updatedAt',
  'dueDate',
  '-dueDate',
  'completedAt',
  '-completedAt',
  'pausedAt',
  '-pausedAt',
  'priority',
  'workOrderId',
] as const;

/**
 * Every list that grows accepts these (PRODUCT "Scale"). Without limit the whole filtered list is
 * answered, as SPEC 7 expects; the client asks for pages. The total is in X-Total-Count.
 */
export const WorkOrderListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .optional(),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset cannot be negative')
    .default(0),
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters`)
    .optional(),
  status: csv.optional(),
  priority: csv.optional(),
  type: csv.optional(),
  assignee: z.coerce
    .number({ error: 'assignee must be an employee id' })
    .int('assignee must be an employee id')
    .positive('assignee must be an employee id')
    .max(MAX_ID, 'assignee must be an employee id')
    .optional(),
  sort: z.enum(WORK_ORDER_SORTS, { error: `sort must be one of: ${WORK_ORDER_SORTS.join(', ')}` }).optional(),
  lightweight: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});
export type WorkOrderListQuery = z.infer<typeof WorkOrderListQuerySchema>;

export const PageQuerySchema = WorkOrderListQuerySchema.pick({ limit: true, offset: true });
export type PageQuery = z.infer<typeof PageQuerySchema>;
