import { z } from 'zod';
import { MAX_PAGE_SIZE, SEARCH_MAX_LENGTH } from '../domain/list-limits.ts';
import { idInput, wholeNumber } from './input-numbers.ts';
import { multiLine, singleLine } from './input-text.ts';
import { queryParam } from './query-param.ts';

export { MAX_PAGE_SIZE, SEARCH_MAX_LENGTH };

/** Comma-separated values in one query parameter: `status=open,in-progress`. */
const csv = (name: string) =>
  z
    .string()
    .max(500, `${name} must be at most 500 characters`)
    .superRefine(singleLine(name))
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    );

/** limit and offset of every paged list; an empty value is the parameter not sent (ADR 020). */
const limitParam = wholeNumber('limit', (schema) =>
  schema.min(1, 'limit must be at least 1').max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`),
);
const offsetParam = wholeNumber('offset', (schema) => schema.min(0, 'offset cannot be negative'));

/** limit (default: the whole list) and offset (default 0), for any list. */
export function pageParams() {
  return { limit: queryParam(limitParam.optional()), offset: queryParam(offsetParam.default(0)) };
}

/** The same for a list that answers a page of `defaultLimit` when no limit is sent. */
export function pageParamsWithDefault(defaultLimit: number) {
  return { limit: queryParam(limitParam.default(defaultLimit)), offset: queryParam(offsetParam.default(0)) };
}

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
  ...pageParams(),
  search: queryParam(
    z
      .string()
      .trim()
      .max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters`)
      .superRefine(multiLine('search'))
      .optional(),
  ),
  status: queryParam(csv('status').optional()).meta({
    description:
      'Comma-separated statuses: open, in-progress, on-hold, completed (the spellings a status input accepts)',
  }),
  priority: queryParam(csv('priority').optional()).meta({
    description: 'Comma-separated priorities: normal, urgent (the spellings a priority input accepts)',
  }),
  type: queryParam(csv('type').optional()).meta({
    description:
      'Comma-separated types: plumbing-question, follow-up, contact-ho, need-pics, estimate-question, task (any case)',
  }),
  assignee: queryParam(
    idInput('assignee', {
      type: 'assignee must be an employee id',
      whole: 'assignee must be an employee id',
      range: 'assignee must be an employee id',
    }).optional(),
  ),
  sort: queryParam(
    z.enum(WORK_ORDER_SORTS, { error: `sort must be one of: ${WORK_ORDER_SORTS.join(', ')}` }).optional(),
  ),
  lightweight: queryParam(
    z
      .enum(['true', 'false', '1', '0'], { error: 'lightweight must be true or false' })
      .transform((value) => value === 'true' || value === '1')
      .optional(),
  ),
});
export type WorkOrderListQuery = z.infer<typeof WorkOrderListQuerySchema>;

export const PageQuerySchema = z.object(pageParams());
export type PageQuery = z.infer<typeof PageQuerySchema>;
