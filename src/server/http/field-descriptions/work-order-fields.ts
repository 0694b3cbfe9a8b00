import { RecentWorkOrderSchema } from '#shared/schemas/dashboard.ts';
import { DeletedWorkOrderSchema } from '#shared/schemas/deleted-work-order.ts';
import {
  AssignedEmployeeSchema,
  CommentAuthorSchema,
  CommentSchema,
  DeletedSchema,
  HoldInsightsSchema,
  LatestCommentSchema,
  PausedJobListItemSchema,
  QuestionSchema,
  WorkOrderDetailSchema,
  WorkOrderListItemSchema,
  WorkOrderSchema,
} from '#shared/schemas/work-order.ts';
import { describeFields } from './describe-fields.ts';

/** The words for a work order's fields, in the answers that carry one (docs/glossary.md). */

const ORDER_ID = 'The database key of the work order, as in /api/work-orders/{id}; not the job #';
const JOB_NUMBER =
  'The job # people see and search for, a text (a drawn P… number for a paused job sent without one)';
const PART_TITLE = (n: number) => `What part ${n} is`;
const PART_ORDERED = (n: number) => `The day part ${n} was ordered (YYYY-MM-DD)`;
const PART_ETA = (n: number) =>
  `The day part ${n} is expected (YYYY-MM-DD); past it without a received day, the part is overdue`;
const PART_RECEIVED = (n: number) => `The day part ${n} arrived (YYYY-MM-DD)`;
const COMMENT_COUNT = 'How many notes and updates the order has';
const LATEST_COMMENT = 'The newest note or update, for the card; null when there is none';

export const WORK_ORDER_FIELDS = [
  describeFields(WorkOrderSchema, {
    id: ORDER_ID,
    workOrderId: JOB_NUMBER,
    jobNumber:
      'The Job Number typed in the paused-job form; the job # shown everywhere is workOrderId (ADR 055)',
    jobLastName: "The customer's last name as the paused-job form takes it; names a paused job's card",
    customerName: "The customer's name",
    customerPhone: "The customer's phone as typed; the search also finds it by its digits",
    customerEmail: "The customer's email address",
    title: 'The job name',
    description: "What the job is; a paused job's may end with a 'Waiting for: …' line",
    notes: 'Free notes about the job',
    status: 'open, in-progress, on-hold (a paused job) or completed',
    priority: 'normal or urgent',
    type: 'What kind of work: a named type, or task for anything else',
    dueDate: 'When the job is due (ISO 8601 date-time); null when it has no due date',
    location: 'Where the job is (the street address)',
    city: 'The city of the job',
    office: 'The office the job belongs to',
    techAssigned: "A technician's name as text, shown where assignedTo names no one",
    externalJobNumber: "The job's number in another system",
    followUpReason:
      'Why the job needs a follow-up; a follow-up order with a reason is on the need-follow-up list',
    assignedTo: 'The employee id of the technician in charge; null when none',
    assignedOfficeEmployee: 'The employee id of the office employee in charge; null when none',
    lastViewed: 'When the job was last opened (ISO 8601 date-time)',
    lastAppointmentDate: 'The day of the last appointment at the job (YYYY-MM-DD)',
    originalAppointmentDate: 'The day of the first appointment, before the job was paused (YYYY-MM-DD)',
    returnAppointmentDate: 'The day planned to go back to a paused job (YYYY-MM-DD)',
    linkToDispatch: 'A link to the job in the dispatch system',
    preAuthStatus: 'Where the pre-authorization stands; N/A when it does not apply',
    preAuthAmount: 'The pre-authorized amount in dollars (2 decimals)',
    authorizationStatus: 'Where the authorization stands; N/A when it does not apply',
    opcAmount: 'The OPC amount in dollars (2 decimals)',
    rwpFormStatus: 'Where the RWP (permit) form stands; N/A when it does not apply',
    partTitle1: PART_TITLE(1),
    partOrdered1: PART_ORDERED(1),
    partETA1: PART_ETA(1),
    partReceived1: PART_RECEIVED(1),
    partTitle2: PART_TITLE(2),
    partOrdered2: PART_ORDERED(2),
    partETA2: PART_ETA(2),
    partReceived2: PART_RECEIVED(2),
    partTitle3: PART_TITLE(3),
    partOrdered3: PART_ORDERED(3),
    partETA3: PART_ETA(3),
    partReceived3: PART_RECEIVED(3),
    pausedAt: 'When the order went on hold; null when it is not on hold. Days on hold count from it',
    completedAt: 'When the order was completed; null when it is not completed',
    createdBy: 'The employee id of whoever created the order; null if that account is gone',
    createdAt: 'When the order was created',
    updatedAt: 'When the order, or anything under it (a note, a file, a question), last changed',
    assignedEmployees: 'Everyone on the job: the team, the technician and the office employee',
    holdInsights: 'For an order on hold, what its hold markers show; null otherwise',
  }),
  describeFields(AssignedEmployeeSchema, {
    id: 'The employee id',
    name: "The employee's name",
    photo: "The employee's photo; null when none",
    colorTheme: "The employee's avatar colour",
    employeeType: 'The role: plumber, office, admin or management',
  }),
  describeFields(HoldInsightsSchema, {
    daysOnHold: 'Whole days since pausedAt (0 on the first day); null when unknown',
    overdueParts: 'The numbers (1 to 3) of the parts whose ETA has passed without a received day',
    readyToReturn: 'Whether nothing is pending any more: the job can be scheduled again (ADR 056)',
    waitingOn: 'What is still pending when not ready, in the order the hold line names them',
    waitingFor: "The 'Waiting for: …' line of the description; null when there is none",
  }),
  describeFields(LatestCommentSchema, {
    content: 'Its text',
    createdAt: 'When it was written',
    authorName: "Its author's name; null if that account is gone",
  }),
  describeFields(WorkOrderListItemSchema, { commentCount: COMMENT_COUNT, latestComment: LATEST_COMMENT }),
  describeFields(PausedJobListItemSchema, { commentCount: COMMENT_COUNT, latestComment: LATEST_COMMENT }),
  describeFields(WorkOrderDetailSchema, {
    comments: 'Its notes and updates, newest first',
    questions: 'Questions asked about the job, with their answers',
    attachmentCount: 'How many files are attached (GET /api/work-orders/{id}/attachments lists them)',
  }),
  describeFields(DeletedSchema, {
    message: 'What happened, in words',
    id: 'The database key of the deleted work order (Recently deleted can restore it)',
  }),
  describeFields(RecentWorkOrderSchema, {
    id: ORDER_ID,
    workOrderId: JOB_NUMBER,
    title: 'The job name',
    status: 'open, in-progress, on-hold or completed',
    dueDate: 'When the job is due; null when it has no due date',
  }),
  describeFields(DeletedWorkOrderSchema, {
    title: 'The job name',
    deletedAt: 'When it was deleted',
  }),
  describeFields(DeletedWorkOrderSchema.shape.deletedBy.unwrap(), {
    id: 'The employee id',
    name: "The employee's name",
  }),
  describeFields(CommentSchema, {
    id: 'The comment id',
    workOrderId: 'The database key (id) of the work order it is on: a number, not the job #',
    content: 'The text',
    text: 'The same text as content, under the name the update dialog uses',
    type: 'note (Add Note) or update (the Update Task dialog)',
    commentType: 'The same as type, under the name the update dialog uses',
    notifyAdmin: 'Whether the author asked for the administrators to be notified',
    author: 'Who wrote it; null if that account is gone',
  }),
  describeFields(CommentAuthorSchema, {
    id: 'The employee id',
    name: "The author's name",
    photo: "The author's photo; null when none",
  }),
  describeFields(QuestionSchema, {
    id: 'The question id, as in /api/work-orders/{id}/questions/{questionId}',
    question: 'What was asked',
    answer: 'The answer; null while unanswered',
    createdAt: 'When it was asked',
    answeredAt: 'When it was answered; null while unanswered',
  }),
];
