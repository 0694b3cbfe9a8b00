import { ActivityActorSchema, ActivityItemSchema, ActivityQuerySchema } from '#shared/schemas/activity.ts';
import { AssignmentSchema, AssignRequestSchema } from '#shared/schemas/assignment.ts';
import {
  AttachmentSchema,
  AttachmentUploaderSchema,
  DeleteAttachmentResponseSchema,
  DownloadQuerySchema,
  UploadAttachmentFormSchema,
} from '#shared/schemas/attachment.ts';
import { CreateCommentSchema } from '#shared/schemas/comment.ts';
import { AnswerQuestionSchema, CreateQuestionSchema } from '#shared/schemas/question.ts';
import { describeFields } from './describe-fields.ts';

/** The words for what hangs off a work order: notes, files, questions, assignments, the activity log. */

const ORDER_KEY = 'The database key (id) of the work order: a number, not the job #';

export const WORK_ORDER_CONTENT_FIELDS = [
  describeFields(CreateCommentSchema.in, {
    type: 'note (the default) or update; wins over commentType',
    notifyAdmin: 'Whether to notify the administrators about this note',
  }),
  describeFields(AttachmentSchema, {
    id: 'The attachment id',
    workOrderId: ORDER_KEY,
    fileName: 'The file name as uploaded',
    fileType: "The type found in the file's bytes (a MIME type)",
    fileSize: 'The size in bytes',
    filePath: 'Where the bytes are downloaded from (GET, with the session header)',
    uploadedAt: 'When it was uploaded',
    description: 'What the uploader wrote about it; null when nothing',
    isImage: 'Whether it is an image (previewed rather than only downloaded)',
    uploadedBy: 'Who uploaded it; null if that account is gone',
  }),
  describeFields(AttachmentUploaderSchema, { id: 'The employee id', name: "The uploader's name" }),
  describeFields(UploadAttachmentFormSchema, {
    workOrderId: ORDER_KEY,
    description: 'What the file shows, at most 500 characters; blank for nothing',
    file: 'The file: an image (JPEG, PNG, WebP, HEIC, GIF), a PDF or a Word document, at most 25 MB',
  }),
  describeFields(DeleteAttachmentResponseSchema, {
    message: 'What happened, in words',
    id: 'The id of the deleted attachment',
  }),
  describeFields(DownloadQuerySchema, {
    inline: '1 or true previews an image in the browser; any other file is always downloaded',
  }),
  describeFields(CreateQuestionSchema, { question: 'What to ask about the job, 1 to 1000 characters' }),
  describeFields(AnswerQuestionSchema, {
    answer: 'The answer, at most 2000 characters; null or blank clears it (unanswered again)',
  }),
  describeFields(AssignRequestSchema, { employeeId: 'The employee id to add to (or take off) the job' }),
  describeFields(AssignmentSchema, {
    workOrderId: ORDER_KEY,
    employeeId: 'The employee id of the person on the job',
    assignedAt: 'When they were put on the job',
    assignedBy: 'The employee id of whoever put them on it; null if unknown or gone',
    employee: 'The person on the job',
  }),
  describeFields(ActivityQuerySchema, {
    action: 'Only this action, as logged: created, updated, assigned, comment_added, deleted, restored, …',
    entityType: 'Only changes to work orders (work_order) or to employees (employee)',
    from: 'Only changes at or after this point in time; a plain day means its first moment, UTC',
    to: 'Only changes at or before this point in time; a plain day means its last moment, UTC',
  }),
  describeFields(ActivityItemSchema, {
    id: 'The log entry id',
    entityType: 'What changed: a work order (work_order) or an employee (employee)',
    entityId: 'The database key of what changed: a work order id or an employee id',
    entityLabel: 'The job # (or employee email) at the time; null when unknown',
    action:
      'What was done: created, updated, assigned, unassigned, comment_added, attachment_added, deleted, restored, purged, visit.scheduled, visit.moved, visit.status, visit.cancelled, visit.override, …',
    field: 'The API name of the field an update changed; null for other actions',
    oldValue: 'The value before the change; what it holds depends on the action',
    newValue: 'The value after the change; what it holds depends on the action',
    snapshot: 'The whole last state, for a deletion',
    actor: 'Who did it; null when no employee did (the purge) or the account is gone',
    createdAt: 'When it happened',
  }),
  describeFields(ActivityActorSchema, { id: 'The employee id', name: "The employee's name" }),
];
