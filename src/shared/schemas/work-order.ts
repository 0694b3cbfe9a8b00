import { z } from 'zod';
import { MAX_AMOUNT, parseMoney } from '../domain/money.ts';
import {
  normalizePausedStatus,
  PAUSED_STATUS_VALUES,
  type PausedStatusField,
} from '../domain/paused-job-status.ts';
import { normalizePriority, WORK_ORDER_PRIORITIES } from '../domain/work-order-priority.ts';
import { normalizeStatus, WORK_ORDER_STATUSES } from '../domain/work-order-status.ts';
import { normalizeType, WORK_ORDER_TYPES } from '../domain/work-order-type.ts';
import { FORM_ERROR_TEXTS } from '../spec-texts/form-texts.ts';
import { MAX_ID } from './common.ts';

// ---- Inputs: the vocabulary accepts the spellings clients send and yields the stored value.

export const StatusInputSchema = z.string({ error: 'Status is required' }).transform((value, ctx) => {
  const status = normalizeStatus(value);
  if (status) return status;
  ctx.addIssue({ code: 'custom', message: `Status must be one of: ${WORK_ORDER_STATUSES.join(', ')}` });
  return z.NEVER;
});

export const PriorityInputSchema = z.string({ error: 'Priority is required' }).transform((value, ctx) => {
  const priority = normalizePriority(value);
  if (priority) return priority;
  ctx.addIssue({ code: 'custom', message: `Priority must be one of: ${WORK_ORDER_PRIORITIES.join(', ')}` });
  return z.NEVER;
});

/** SPEC 5: type is a required string; anything that is not a named type is a plain task. */
export const TypeInputSchema = z
  .string({ error: 'Type is required' })
  .trim()
  .min(1, 'Type is required')
  .transform(normalizeType);

export const EmployeeIdSchema = z.coerce
  .number({ error: 'Employee id must be a number' })
  .int('Employee id must be a whole number')
  .positive('Employee id must be positive')
  .max(MAX_ID, 'Employee id is out of range');

/** Missing and wrong-type inputs get different words: 'Job # is required' vs 'Job # must be text'. */
const text = (max: number, label: string, requiredMessage = `${label} is required`) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : `${label} must be text`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
/** Not blank: missing and empty get the same words (SPEC 5's 'Job # is required'). */
const requiredText = (max: number, label: string, requiredMessage: string) =>
  text(max, label, requiredMessage).min(1, requiredMessage);
const optionalText = (max: number, label: string) => text(max, label).nullable().optional();

/** A calendar day 'YYYY-MM-DD'; an ISO date-time is cut to its date. null clears the field. */
const day = (requiredMessage = 'Date must be YYYY-MM-DD') =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: (issue) =>
        issue.input == null || issue.input === '' ? requiredMessage : 'Date must be YYYY-MM-DD',
    })
    .transform((value) => value.slice(0, 10));
export const DayInputSchema = day();

/** A point in time (due date); a plain day means the end of that day, UTC. */
export const InstantInputSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'Date must be an ISO date or date-time' })
  .transform((value) => (value.length === 10 ? `${value}T23:59:59.000Z` : new Date(value).toISOString()));

/** Money as a number or as typed ('$1,250.00'); stored exactly with 2 decimals. */
export const MoneyInputSchema = z
  .union([z.number(), z.string()], { error: 'Amount must be a number' })
  .transform((value, ctx) => {
    const amount =
      typeof value === 'string'
        ? parseMoney(value)
        : Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT
          ? Math.round(value * 100) / 100
          : null;
    if (amount !== null) return amount;
    ctx.addIssue({ code: 'custom', message: 'Amount must be a dollar amount such as $1,234.50' });
    return z.NEVER;
  });

/** A paused-job status in any accepted spelling, stored as the one value it means (ADR 009). */
const pausedStatus = (field: PausedStatusField, label: string) =>
  z.string({ error: `${label} must be text` }).transform((value, ctx) => {
    const status = normalizePausedStatus(field, value);
    if (status) return status;
    ctx.addIssue({
      code: 'custom',
      message: `${label} must be one of: ${PAUSED_STATUS_VALUES[field].join(', ')}`,
    });
    return z.NEVER;
  });

/** SPEC 5: the task date picker disables future dates and dates before 1900-01-01. */
const pastDay = DayInputSchema.refine(
  (day) => day >= '1900-01-01',
  'Date cannot be before 1900-01-01',
).refine(
  // One day of slack: the office's "today" may already be tomorrow in UTC.
  (day) => day <= new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10),
  'Date cannot be in the future',
);

const partFields = {
  partTitle1: optionalText(200, 'Part title'),
  partOrdered1: DayInputSchema.nullable().optional(),
  partETA1: DayInputSchema.nullable().optional(),
  partReceived1: DayInputSchema.nullable().optional(),
  partTitle2: optionalText(200, 'Part title'),
  partOrdered2: DayInputSchema.nullable().optional(),
  partETA2: DayInputSchema.nullable().optional(),
  partReceived2: DayInputSchema.nullable().optional(),
  partTitle3: optionalText(200, 'Part title'),
  partOrdered3: DayInputSchema.nullable().optional(),
  partETA3: DayInputSchema.nullable().optional(),
  partReceived3: DayInputSchema.nullable().optional(),
};

const pausedFields = {
  preAuthStatus: pausedStatus('preAuthStatus', 'Pre-auth status').nullable().optional(),
  preAuthAmount: MoneyInputSchema.nullable().optional(),
  authorizationStatus: pausedStatus('authorizationStatus', 'Authorization status').nullable().optional(),
  opcAmount: MoneyInputSchema.nullable().optional(),
  rwpFormStatus: pausedStatus('rwpFormStatus', 'RWP form status').nullable().optional(),
  returnAppointmentDate: DayInputSchema.nullable().optional(),
  originalAppointmentDate: DayInputSchema.nullable().optional(),
  ...partFields,
};

/** Fields any form may set besides the required ones. */
const detailFields = {
  jobNumber: optionalText(50, 'Job number'),
  jobLastName: optionalText(100, 'Job last name'),
  customerName: optionalText(200, 'Customer name'),
  customerPhone: optionalText(50, 'Customer phone'),
  customerEmail: optionalText(254, 'Customer email'),
  notes: optionalText(10_000, 'Notes'),
  location: optionalText(300, 'Location'),
  city: optionalText(100, 'City'),
  office: optionalText(100, 'Office'),
  techAssigned: optionalText(200, 'Tech assigned'),
  externalJobNumber: optionalText(100, 'External job number'),
  followUpReason: optionalText(1000, 'Follow-up reason'),
  linkToDispatch: optionalText(2000, 'Link to dispatch'),
  dueDate: InstantInputSchema.nullable().optional(),
  assignedTo: EmployeeIdSchema.nullable().optional(),
  assignedOfficeEmployee: EmployeeIdSchema.nullable().optional(),
};

/** SPEC 3 task form + SPEC 5 messages. `assignedTech` is the form's name for assignedTo. */
export const CreateTaskSchema = z.object({
  workOrderId: requiredText(50, 'Job #', FORM_ERROR_TEXTS.jobNumberRequired),
  title: requiredText(200, 'Job name', FORM_ERROR_TEXTS.jobNameRequired),
  description: requiredText(10_000, 'Description', FORM_ERROR_TEXTS.descriptionRequired),
  type: TypeInputSchema,
  priority: PriorityInputSchema.default('normal'),
  status: StatusInputSchema.default('open'),
  lastAppointmentDate: pastDay.nullable().optional(),
  assignedTech: EmployeeIdSchema.nullable().optional(),
  assignedEmployees: z.array(EmployeeIdSchema).max(50, 'At most 50 assigned employees').optional(),
  ...detailFields,
  ...pausedFields,
});
export type CreateTask = z.input<typeof CreateTaskSchema>;

/** SPEC 3 paused-job payload + SPEC 5 rules; the defaults are applied by the server. */
export const CreatePausedJobSchema = z.object({
  ...pausedFields,
  workOrderId: text(50, 'Job #').optional(),
  jobNumber: requiredText(50, 'Job #', FORM_ERROR_TEXTS.jobNumberRequired),
  jobLastName: requiredText(100, 'Job Last Name', FORM_ERROR_TEXTS.jobLastNameRequired),
  originalAppointmentDate: day(FORM_ERROR_TEXTS.originalAptDateRequired),
  title: optionalText(200, 'Title'),
  description: optionalText(10_000, 'Description'),
  location: optionalText(300, 'Location'),
  status: StatusInputSchema.optional(),
  priority: PriorityInputSchema.optional(),
  type: TypeInputSchema.optional(),
  assignedTo: EmployeeIdSchema.nullable().optional(),
  assignedOfficeEmployee: EmployeeIdSchema.nullable().optional(),
  assignedEmployees: z.array(EmployeeIdSchema).max(50, 'At most 50 assigned employees').optional(),
  lastAppointmentDate: DayInputSchema.nullable().optional(),
  // SPEC 5 marks City with * without saying it is enforced; we enforce it (ADR 009).
  city: text(100, 'City').min(1, 'City is required'),
  notes: optionalText(10_000, 'Notes'),
  linkToDispatch: optionalText(2000, 'Link to dispatch'),
  customerName: optionalText(200, 'Customer name'),
  customerPhone: optionalText(50, 'Customer phone'),
});
export type CreatePausedJob = z.input<typeof CreatePausedJobSchema>;

/** PATCH: any editable field; SPEC 7 sends one at a time, the update dialog status + priority. */
export const UpdateWorkOrderSchema = z
  .object({
    workOrderId: requiredText(50, 'Job #', FORM_ERROR_TEXTS.jobNumberRequired).optional(),
    title: requiredText(200, 'Job name', FORM_ERROR_TEXTS.jobNameRequired).optional(),
    description: text(10_000, 'Description').optional(),
    status: StatusInputSchema.optional(),
    priority: PriorityInputSchema.optional(),
    type: TypeInputSchema.optional(),
    lastAppointmentDate: DayInputSchema.nullable().optional(),
    lastViewed: InstantInputSchema.nullable().optional(),
    ...detailFields,
    ...pausedFields,
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to update: send at least one field',
  });
export type UpdateWorkOrder = z.input<typeof UpdateWorkOrderSchema>;

// ---- Outputs.

export const AssignedEmployeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  colorTheme: z.string(),
  employeeType: z.string(),
});
export type AssignedEmployee = z.infer<typeof AssignedEmployeeSchema>;

export const CommentAuthorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
});

export const CommentSchema = z.object({
  id: z.number().int(),
  workOrderId: z.number().int(),
  content: z.string(),
  text: z.string(),
  type: z.enum(['note', 'update']),
  commentType: z.enum(['note', 'update']),
  notifyAdmin: z.boolean(),
  createdAt: z.string(),
  author: CommentAuthorSchema.nullable(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const QuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Question = z.infer<typeof QuestionSchema>;

export const LatestCommentSchema = z.object({
  content: z.string(),
  createdAt: z.string(),
  authorName: z.string().nullable(),
});

const nullableString = z.string().nullable();

/** Derived by the server for on-hold work (shared/domain/paused-job.ts); null otherwise. */
export const HoldInsightsSchema = z.object({
  daysOnHold: z.number().int().nullable(),
  overdueParts: z.array(z.number().int()),
  readyToReturn: z.boolean(),
  waitingFor: nullableString,
});
export type HoldInsights = z.infer<typeof HoldInsightsSchema>;

export const WorkOrderSchema = z.object({
  id: z.number().int(),
  workOrderId: z.string(),
  jobNumber: nullableString,
  jobLastName: nullableString,
  customerName: nullableString,
  customerPhone: nullableString,
  customerEmail: nullableString,
  title: z.string(),
  description: z.string(),
  notes: nullableString,
  status: z.enum(WORK_ORDER_STATUSES),
  priority: z.enum(WORK_ORDER_PRIORITIES),
  type: z.enum(WORK_ORDER_TYPES),
  dueDate: nullableString,
  location: nullableString,
  city: nullableString,
  office: nullableString,
  techAssigned: nullableString,
  externalJobNumber: nullableString,
  followUpReason: nullableString,
  assignedTo: z.number().int().nullable(),
  assignedOfficeEmployee: z.number().int().nullable(),
  lastViewed: nullableString,
  lastAppointmentDate: nullableString,
  originalAppointmentDate: nullableString,
  returnAppointmentDate: nullableString,
  linkToDispatch: nullableString,
  preAuthStatus: nullableString,
  preAuthAmount: z.number().nullable(),
  authorizationStatus: nullableString,
  opcAmount: z.number().nullable(),
  rwpFormStatus: nullableString,
  partTitle1: nullableString,
  partOrdered1: nullableString,
  partETA1: nullableString,
  partReceived1: nullableString,
  partTitle2: nullableString,
  partOrdered2: nullableString,
  partETA2: nullableString,
  partReceived2: nullableString,
  partTitle3: nullableString,
  partOrdered3: nullableString,
  partETA3: nullableString,
  partReceived3: nullableString,
  pausedAt: nullableString,
  completedAt: nullableString,
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  assignedEmployees: z.array(AssignedEmployeeSchema),
  holdInsights: HoldInsightsSchema.nullable(),
});
export type WorkOrder = z.infer<typeof WorkOrderSchema>;

/** A row of a list: the order plus what cards show without another request. */
export const WorkOrderListItemSchema = WorkOrderSchema.extend({
  commentCount: z.number().int(),
  latestComment: LatestCommentSchema.nullable(),
});
export type WorkOrderListItem = z.infer<typeof WorkOrderListItemSchema>;
export const WorkOrderListSchema = z.array(WorkOrderListItemSchema);

/** GET /api/work-orders/{id}: comments newest first, questions, attachment count. */
export const WorkOrderDetailSchema = WorkOrderSchema.extend({
  comments: z.array(CommentSchema),
  questions: z.array(QuestionSchema),
  attachmentCount: z.number().int(),
});
export type WorkOrderDetail = z.infer<typeof WorkOrderDetailSchema>;

export const DeletedSchema = z.object({ message: z.string(), id: z.number().int() });
