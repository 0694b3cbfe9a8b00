import { MAX_PAGE_SIZE } from '#shared/domain/list-limits.ts';
import { ActivityPageQuerySchema } from '#shared/schemas/activity.ts';
import {
  ErrorResponseSchema,
  FieldErrorSchema,
  HealthSchema,
  IdParamsSchema,
  PortalInfoSchema,
  ReadinessSchema,
} from '#shared/schemas/common.ts';
import { PriorityWorkOrdersQuerySchema, RecentWorkOrdersQuerySchema } from '#shared/schemas/dashboard.ts';
import { DeletedWorkOrderListQuerySchema } from '#shared/schemas/deleted-work-order.ts';
import { PageQuerySchema, WorkOrderListQuerySchema } from '#shared/schemas/list-query.ts';
import {
  SupportContactSchema,
  SupportRequestSchema,
  SupportResponseSchema,
} from '#shared/schemas/support.ts';
import { describeFields } from './describe-fields.ts';

/** The words for paths, paging, lists' filters and the portal's own answers. */

const LIMIT = `At most this many rows (1 to ${MAX_PAGE_SIZE}); without it the whole list`;
const limitWithDefault = (rows: number) => `At most this many rows (1 to ${MAX_PAGE_SIZE}); default ${rows}`;
const OFFSET = 'How many rows to skip first (default 0)';
const paging = { limit: LIMIT, offset: OFFSET };

/** The questions route names the question's id with the path's one id rule, under its own name. */
const QuestionParamsShape = IdParamsSchema.extend({ questionId: IdParamsSchema.shape.id });

export const PORTAL_FIELDS = [
  describeFields(IdParamsSchema, {
    id: 'The database key of what the path names (a work order, employee, notification, attachment): canonical digits',
  }),
  describeFields(QuestionParamsShape, { questionId: 'The id of the question, canonical digits' }),
  describeFields(PageQuerySchema, paging),
  describeFields(ActivityPageQuerySchema, paging),
  describeFields(DeletedWorkOrderListQuerySchema, paging),
  describeFields(PriorityWorkOrdersQuerySchema, { limit: limitWithDefault(20), offset: OFFSET }),
  describeFields(RecentWorkOrdersQuerySchema, { limit: limitWithDefault(10), offset: OFFSET }),
  describeFields(WorkOrderListQuerySchema, {
    ...paging,
    search: 'Finds orders by job #, customer, phone (also by its digits) and the words of the job',
    assignee: 'Only orders this employee id is on (as technician, office employee or team member)',
    sort: 'The order of the rows; a leading - reads newest or latest first. Default -createdAt',
    lightweight: 'true or 1: descriptions cut to a phone card’s 100 characters',
  }),
  describeFields(ErrorResponseSchema, {
    message: 'What went wrong, in words a person can read',
    errors: 'For invalid input: one entry for each field to fix',
    conflicts:
      'Only on the 409 of a visit write that breaks a schedule rule: each broken rule, for each technician',
    visit:
      'Only on the 409 of a visit write sent with a version that is no longer current: the visit as it is now',
    handBack:
      'Only on the 409 of a hand-back review or reopen sent with a version that is no longer current: the hand-back as it is now',
  }),
  describeFields(FieldErrorSchema, {
    field: 'The name of the field, as sent',
    message: 'What to change about it',
  }),
  describeFields(HealthSchema, {
    status: 'ok when the server and its database answer',
    database: 'Whether the database answered',
  }),
  describeFields(ReadinessSchema, {
    status: 'ready when a balancer may send this server requests',
    database: 'Whether the database answered',
    migrations: "current; pending while a newer release's migrations have not run (or an older release runs)",
  }),
  describeFields(PortalInfoSchema, { companyName: 'The company name the portal shows' }),
  describeFields(SupportRequestSchema, {
    subject: 'What it is about, 3 to 200 characters',
    message: 'The message to the administrators, 10 to 5000 characters',
  }),
  describeFields(SupportResponseSchema, { message: 'What happened, in words' }),
  describeFields(SupportContactSchema, {
    phone: "The company's support phone; null when not configured",
    email: "The company's support email; null when not configured",
  }),
];
