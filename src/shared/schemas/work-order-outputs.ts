import { z } from 'zod';
import { EMPLOYEE_TYPES } from '../domain/employee-type.ts';
import { HOLD_BLOCKERS } from '../domain/hold-readiness.ts';
import { AUTHORIZATION_STATUSES, PRE_AUTH_STATUSES, RWP_FORM_STATUSES } from '../domain/paused-job-status.ts';
import { WORK_ORDER_PRIORITIES } from '../domain/work-order-priority.ts';
import { WORK_ORDER_STATUSES } from '../domain/work-order-status.ts';
import { WORK_ORDER_TYPES } from '../domain/work-order-type.ts';

/** What the API answers about work orders: the order, its list rows, its detail. */

export const AssignedEmployeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  colorTheme: z.string(),
  employeeType: z.string().meta({ enum: [...EMPLOYEE_TYPES] }),
});
export type AssignedEmployee = z.infer<typeof AssignedEmployeeSchema>;

const CommentAuthorSchema = z.object({
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
  /** When the author wrote it (a note written offline brings its own time, ADR 057). */
  createdAt: z.string().meta({ description: 'When the author wrote it; the order of the list' }),
  receivedAt: z
    .string()
    .meta({ description: 'When the server received it (later for a note sent from a phone offline)' }),
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

const LatestCommentSchema = z.object({
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
const HoldInsightsSchema = z.object({
  daysOnHold: z.number().int().nullable(),
  overdueParts: z.array(z.number().int()),
  readyToReturn: z.boolean(),
  /** What is still pending when not ready, in this order (shared/domain/hold-readiness.ts). */
  waitingOn: z.array(z.enum(HOLD_BLOCKERS)),
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
