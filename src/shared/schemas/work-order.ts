import { z } from 'zod';
import { EMPLOYEE_TYPES } from '../domain/employee-type.ts';
import { MAX_AMOUNT, parseMoney } from '../domain/money.ts';
import {
  AUTHORIZATION_STATUSES,
  normalizePausedStatus,
  PAUSED_STATUS_VALUES,
  type PausedStatusField,
  PRE_AUTH_STATUSES,
  RWP_FORM_STATUSES,
} from '../domain/paused-job-status.ts';
import { normalizePriority, WORK_ORDER_PRIORITIES } from '../domain/work-order-priority.ts';
import { normalizeStatus, WORK_ORDER_STATUSES } from '../domain/work-order-status.ts';
import { normalizeType, WORK_ORDER_TYPES } from '../domain/work-order-type.ts';
import { FORM_ERROR_TEXTS } from '../spec-texts/form-texts.ts';
import { customerTextInput, emailInput, phoneInput } from './input-contact.ts';
import { dayInput, instantInput } from './input-dates.ts';
import { idInput } from './input-numbers.ts';
import { singleLine, type TextKind, typedText } from './input-text.ts';

// ---- Inputs: the vocabulary accepts the spellings clients send and yields the stored value.

export const StatusInputSchema = z
  .string({ error: 'Status is required' })
  .transform((value, ctx) => {
    const status = normalizeStatus(value);
    if (status) return status;
    ctx.addIssue({ code: 'custom', message: `Status must be one of: ${WORK_ORDER_STATUSES.join(', ')}` });
    return z.NEVER;
  })
  .meta({
    description:
      'open, in-progress, on-hold or completed. Also accepted, in any case, spaces, - and _ ignored: ' +
      'active, new, pending (open); working (in-progress); paused, hold, waiting (on-hold); ' +
      'complete, done, finished, resolved (completed).',
  });

export const PriorityInputSchema = z
  .string({ error: 'Priority is required' })
  .transform((value, ctx) => {
    const priority = normalizePriority(value);
    if (priority) return priority;
    ctx.addIssue({ code: 'custom', message: `Priority must be one of: ${WORK_ORDER_PRIORITIES.join(', ')}` });
    return z.NEVER;
  })
  .meta({
    description:
      'normal or urgent, in any case. Also accepted: low, medium (normal); high, critical (urgent).',
  });

/** SPEC 5: type is a required string; anything that is not a named type is a plain task. */
export const TypeInputSchema = z
  .string({ error: 'Type is required' })
  .trim()
  .min(1, 'Type is required')
  .superRefine(singleLine('Type'))
  .transform(normalizeType)
  .meta({
    description: `${WORK_ORDER_TYPES.join(', ')}, in any case; any other text is stored as task.`,
  });

/** A number or a string of digits (select values); ADR 020's one id rule. */
export const EmployeeIdSchema = idInput('Employee id');

/**
 * Missing and wrong-type inputs get different words: 'Job # is required' vs 'Job # must be text'.
 * Single-line unless said otherwise: only descriptions and notes are typed in a multi-line box.
 */
const text = (
  max: number,
  label: string,
  requiredMessage = `${label} is required`,
  kind: TextKind = 'single-line',
) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : `${label} must be text`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine(typedText(label, kind));
/** Not blank: missing and empty get the same words (SPEC 5's 'Job # is required'). */
const requiredText = (max: number, label: string, requiredMessage: string, kind?: TextKind) =>
  text(max, label, requiredMessage, kind).min(1, requiredMessage);
const optionalText = (max: number, label: string, kind?: TextKind) =>
  text(max, label, undefined, kind).nullable().optional();

/** A calendar day 'YYYY-MM-DD' from 1900 to 2100 (ADR 020); null clears the field. */
const day = (label: string) => dayInput(label).nullable().optional();

/** A point in time (due date); a plain day means the end of that day, UTC. */
const instant = (label: string) =>
  instantInput(label, '23:59:59.000')
    .transform((value) => value.toISOString())
    .nullable()
    .optional();

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
  z
    .string({ error: `${label} must be text` })
    .transform((value, ctx) => {
      const status = normalizePausedStatus(field, value);
      if (status) return status;
      ctx.addIssue({
        code: 'custom',
        message: `${label} must be one of: ${PAUSED_STATUS_VALUES[field].join(', ')}`,
      });
      return z.NEVER;
    })
    .meta({
      description: `${PAUSED_STATUS_VALUES[field].join(', ')}, in any case; ${PAUSED_STATUS_ALIASES[field]}.`,
    });

/** The other spellings paused-job-status.ts accepts, for the API's documentation. */
const PAUSED_STATUS_ALIASES: Record<PausedStatusField, string> = {
  preAuthStatus: "'na' and 'none' mean N/A",
  authorizationStatus: "'na' and 'none' mean N/A; 'Partial Approval' and 'partially approved' mean Partial",
  rwpFormStatus: "'na' and 'none' mean N/A; 'with part' and 'w/part' mean w/ Part",
};

const LAST_APPOINTMENT = 'Last appointment date';

/**
 * SPEC 5: the task date picker disables future dates and dates before 1900-01-01. The range is the
 * one of every date (ADR 020); the future is refused on the task form only, as SPEC 5 says.
 */
const pastDay = dayInput(LAST_APPOINTMENT).refine(
  // One day of slack: the office's "today" may already be tomorrow in UTC.
  (day) => day <= new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10),
  `${LAST_APPOINTMENT} cannot be in the future`,
);

const partFields = {
  partTitle1: optionalText(200, 'Part 1 title'),
  partOrdered1: day('Part 1 ordered date'),
  partETA1: day('Part 1 ETA'),
  partReceived1: day('Part 1 received date'),
  partTitle2: optionalText(200, 'Part 2 title'),
  partOrdered2: day('Part 2 ordered date'),
  partETA2: day('Part 2 ETA'),
  partReceived2: day('Part 2 received date'),
  partTitle3: optionalText(200, 'Part 3 title'),
  partOrdered3: day('Part 3 ordered date'),
  partETA3: day('Part 3 ETA'),
  partReceived3: day('Part 3 received date'),
};

const pausedFields = {
  preAuthStatus: pausedStatus('preAuthStatus', 'Pre-auth status').nullable().optional(),
  preAuthAmount: MoneyInputSchema.nullable().optional(),
  authorizationStatus: pausedStatus('authorizationStatus', 'Authorization status').nullable().optional(),
  opcAmount: MoneyInputSchema.nullable().optional(),
  rwpFormStatus: pausedStatus('rwpFormStatus', 'RWP form status').nullable().optional(),
  returnAppointmentDate: day('Return appointment date'),
  originalAppointmentDate: day('Original appointment date'),
  ...partFields,
};

/** Who the job is for and where (ADR 024): blank clears a field; phone and email are checked. */
const customerFields = {
  customerName: customerTextInput(200, 'Customer name'),
  customerPhone: phoneInput('Customer phone'),
  customerEmail: emailInput('Customer email'),
  location: customerTextInput(300, 'Location'),
  city: customerTextInput(100, 'City'),
};

/** Fields any form may set besides the required ones. */
const detailFields = {
  jobNumber: optionalText(50, 'Job number'),
  jobLastName: optionalText(100, 'Job last name'),
  ...customerFields,
  notes: optionalText(10_000, 'Notes', 'multi-line'),
  office: optionalText(100, 'Office'),
  techAssigned: optionalText(200, 'Tech assigned'),
  externalJobNumber: optionalText(100, 'External job number'),
  followUpReason: optionalText(1000, 'Follow-up reason'),
  linkToDispatch: optionalText(2000, 'Link to dispatch'),
  dueDate: instant('Due date'),
  assignedTo: EmployeeIdSchema.nullable().optional(),
  assignedOfficeEmployee: EmployeeIdSchema.nullable().optional(),
};

/**
 * SPEC 3 task form + SPEC 5 messages. The technician has three names: `assignedTo`, the form's
 * `assignedTech` and SPEC 3's `assignedTechEmployee`; when more than one is sent, assignedTo wins,
 * then assignedTech (services/create-work-order.ts).
 */
export const CreateTaskSchema = z.object({
  workOrderId: requiredText(50, 'Job #', FORM_ERROR_TEXTS.jobNumberRequired),
  title: requiredText(200, 'Job name', FORM_ERROR_TEXTS.jobNameRequired),
  description: requiredText(10_000, 'Description', FORM_ERROR_TEXTS.descriptionRequired, 'multi-line'),
  type: TypeInputSchema,
  priority: PriorityInputSchema.default('normal'),
  status: StatusInputSchema.default('open'),
  lastAppointmentDate: pastDay.nullable().optional(),
  assignedTech: EmployeeIdSchema.nullable()
    .optional()
    .meta({ description: 'The task form name for assignedTo; assignedTo wins when both are sent' }),
  assignedTechEmployee: EmployeeIdSchema.nullable()
    .optional()
    .meta({ description: 'SPEC 3 name for assignedTo; assignedTo, then assignedTech, win when sent' }),
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
  originalAppointmentDate: dayInput('Original appointment date', FORM_ERROR_TEXTS.originalAptDateRequired),
  title: optionalText(200, 'Title'),
  description: optionalText(10_000, 'Description', 'multi-line'),
  location: optionalText(300, 'Location'),
  status: StatusInputSchema.optional(),
  priority: PriorityInputSchema.optional(),
  type: TypeInputSchema.optional(),
  assignedTo: EmployeeIdSchema.nullable().optional(),
  assignedOfficeEmployee: EmployeeIdSchema.nullable().optional(),
  assignedEmployees: z.array(EmployeeIdSchema).max(50, 'At most 50 assigned employees').optional(),
  lastAppointmentDate: day(LAST_APPOINTMENT),
  // SPEC 5 marks City with * without saying it is enforced; we enforce it (ADR 009).
  city: text(100, 'City').min(1, 'City is required'),
  notes: optionalText(10_000, 'Notes', 'multi-line'),
  linkToDispatch: optionalText(2000, 'Link to dispatch'),
  customerName: customerFields.customerName,
  customerPhone: customerFields.customerPhone,
});
export type CreatePausedJob = z.input<typeof CreatePausedJobSchema>;

/** PATCH: any editable field; SPEC 7 sends one at a time, the update dialog status + priority. */
export const UpdateWorkOrderSchema = z
  .object({
    workOrderId: requiredText(50, 'Job #', FORM_ERROR_TEXTS.jobNumberRequired).optional(),
    title: requiredText(200, 'Job name', FORM_ERROR_TEXTS.jobNameRequired).optional(),
    description: text(10_000, 'Description', undefined, 'multi-line').optional(),
    status: StatusInputSchema.optional(),
    priority: PriorityInputSchema.optional(),
    type: TypeInputSchema.optional(),
    lastAppointmentDate: day(LAST_APPOINTMENT),
    lastViewed: instant('Last viewed'),
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
  employeeType: z.string().meta({ enum: [...EMPLOYEE_TYPES] }),
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
/**
 * A stored vocabulary value: the document lists the values (inputs store only these), while the
 * answer itself stays a string, so an odd value from older data is still sent rather than a 500.
 */
const storedValue = (values: readonly string[]) =>
  z
    .string()
    .meta({ enum: [...values] })
    .nullable();

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
  preAuthStatus: storedValue(PRE_AUTH_STATUSES),
  preAuthAmount: z.number().nullable(),
  authorizationStatus: storedValue(AUTHORIZATION_STATUSES),
  opcAmount: z.number().nullable(),
  rwpFormStatus: storedValue(RWP_FORM_STATUSES),
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
  version: z.number().int().min(1).meta({
    description:
      'The version of the order (ADR 045): send it back as `If-Match: "<version>"` with a PATCH to change only the order you saw. An edit, a delete and a restore change it; notes, files, questions and assignments do not.',
  }),
  assignedEmployees: z.array(AssignedEmployeeSchema),
  holdInsights: HoldInsightsSchema.nullable(),
});
export type WorkOrder = z.infer<typeof WorkOrderSchema>;

/** What a card or a row of a task list shows, and no more (issue 25: a page of 50 is read often). */
const LIST_ITEM_FIELDS = {
  id: true,
  workOrderId: true,
  jobNumber: true,
  jobLastName: true,
  customerName: true,
  city: true,
  title: true,
  description: true,
  status: true,
  priority: true,
  type: true,
  dueDate: true,
  assignedTo: true,
  assignedOfficeEmployee: true,
  pausedAt: true,
  completedAt: true,
  createdAt: true,
  updatedAt: true,
  // What a queued change needs for its If-Match (ADR 045), on every list a phone reads.
  version: true,
  assignedEmployees: true,
} as const;

/** A row of a list: the order plus what cards show without another request. */
export const WorkOrderListItemSchema = WorkOrderSchema.pick(LIST_ITEM_FIELDS).extend({
  commentCount: z.number().int(),
  latestComment: LatestCommentSchema.nullable(),
});
export type WorkOrderListItem = z.infer<typeof WorkOrderListItemSchema>;
export const WorkOrderListSchema = z.array(WorkOrderListItemSchema);

/** A paused job in its list: every field, since Paused Jobs filters, shows and exports its hold data. */
export const PausedJobListItemSchema = WorkOrderSchema.extend({
  commentCount: z.number().int(),
  latestComment: LatestCommentSchema.nullable(),
});
export type PausedJobListItem = z.infer<typeof PausedJobListItemSchema>;
export const PausedJobListSchema = z.array(PausedJobListItemSchema);

/** GET /api/work-orders/{id}: comments newest first, questions, attachment count. */
export const WorkOrderDetailSchema = WorkOrderSchema.extend({
  comments: z.array(CommentSchema),
  questions: z.array(QuestionSchema),
  attachmentCount: z.number().int(),
});
export type WorkOrderDetail = z.infer<typeof WorkOrderDetailSchema>;

export const DeletedSchema = z.object({ message: z.string(), id: z.number().int() });
export type Deleted = z.infer<typeof DeletedSchema>;
