import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../domain/list-limits.ts';
import { DEFAULT_WORK_ORDER_SORT, WORK_ORDER_SORTS } from '../domain/work-order-sorts.ts';
import { instantInput } from './input-dates.ts';
import { idInput } from './input-numbers.ts';
import { multiLine, singleLine, typedTextRule } from './input-text.ts';
import { type PageQuery, PageQuerySchema, pageParams } from './page-query.ts';
import { queryParam } from './query-param.ts';
import { cursorParam } from './work-order-cursor.ts';

export { type PageQuery, PageQuerySchema };

/** Comma-separated values in one query parameter: `status=open,in-progress`. */
const csv = (name: string) =>
  z
    .string()
    .max(500, `${name} must be at most 500 characters`)
    .superRefine(singleLine(name))
    .meta(typedTextRule('single-line', { trimmed: false }))
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    );

/**
 * Every list that grows accepts these. Without limit the whole filtered list is
 * answered, as older clients expect; the client asks for pages. The total is in X-Total-Count, and a page
 * that more rows follow gives the cursor of the next one in X-Next-Cursor (ADR 037).
 */
export const WorkOrderListQuerySchema = z
  .object({
    ...pageParams(),
    cursor: queryParam(cursorParam.optional()).meta({
      description:
        'Where the page starts: the X-Next-Cursor of the page before, with the same filters, sort and limit (offset 0). Not with search or assignee, which page by offset.',
    }),
    search: queryParam(
      z
        .string()
        .trim()
        .max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters`)
        .superRefine(multiLine('search'))
        .meta(typedTextRule('multi-line'))
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
    // Half-open, so the client's "Due today" is [start of the local day, start of the next) and
    // "Overdue" is dueBefore=now, with no order counted on two days. A plain day is its UTC midnight.
    dueAfter: queryParam(instantInput('dueAfter', '00:00:00.000').optional()).meta({
      description:
        'Only orders due at or after this point in time (inclusive): an ISO 8601 date-time with its offset, 1900-2100. Orders without a due date are left out. The Due today quick filter is dueAfter=<start of the local day>&dueBefore=<start of the next local day>.',
    }),
    dueBefore: queryParam(instantInput('dueBefore', '00:00:00.000').optional()).meta({
      description:
        'Only orders due before this point in time (exclusive): an ISO 8601 date-time with its offset, 1900-2100. Orders without a due date are left out. "Overdue" is dueBefore=<now>.',
    }),
    handBack: queryParam(
      z.enum(['awaiting-review'], { error: 'handBack must be awaiting-review' }).optional(),
    ).meta({
      description:
        "awaiting-review: only orders with a visit hand-back the office has not reviewed yet; X-Total-Count is then the dashboard's count of them",
    }),
    sort: queryParam(
      z.enum(WORK_ORDER_SORTS, { error: `sort must be one of: ${WORK_ORDER_SORTS.join(', ')}` }).optional(),
    ),
    lightweight: queryParam(
      z
        .enum(['true', 'false', '1', '0'], { error: 'lightweight must be true or false' })
        .transform((value) => value === 'true' || value === '1')
        .optional(),
    ),
  })
  .superRefine((query, ctx) => {
    if (!query.cursor) return;
    const refuse = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['cursor'] });
    const sort = query.sort ?? DEFAULT_WORK_ORDER_SORT;
    if (query.cursor.sort !== sort) {
      refuse(`cursor belongs to sort=${query.cursor.sort}, not sort=${sort}: ask for the first page again`);
    } else if (query.offset > 0) {
      refuse('cursor and offset cannot be combined: send one of them');
    } else if (query.limit === undefined) {
      refuse('cursor needs a limit');
    } else if (query.search || query.assignee !== undefined) {
      refuse('cursor cannot be used with search or assignee: page those with offset');
    }
  });
export type WorkOrderListQuery = z.infer<typeof WorkOrderListQuerySchema>;
