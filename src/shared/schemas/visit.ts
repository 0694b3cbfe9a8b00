import { z } from 'zod';
import { MAX_VISIT_RANGE_DAYS, VISIT_STATUSES } from '../domain/visit-status.ts';
import { WORK_ORDER_PRIORITIES } from '../domain/work-order-priority.ts';
import { WORK_ORDER_TYPES } from '../domain/work-order-type.ts';
import { dateTimeInput } from './input-dates.ts';
import { idInput, wholeNumber } from './input-numbers.ts';
import { boundedLine as line, boundedLines as lines } from './input-text.ts';
import { queryParam } from './query-param.ts';

/**
 * Visits (docs/decisions/064-visits-as-records.md): a work order has any number; each has a lead
 * technician and helpers, a start and an end, the arrival window the customer is told, a note
 * for the technician and a status. Instants are ISO strings in UTC; days and windows are read in
 * the company's time zone (GET /api/company-settings).
 */

export const VisitTechnicianSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(['lead', 'helper']),
});

export const VisitSchema = z.object({
  id: z.number().int(),
  /** The order's numeric id, as on comments and files. */
  workOrderId: z.number().int(),
  /** The order's job # (its `workOrderId` on the work order itself). */
  jobNumber: z.string(),
  title: z.string(),
  workOrderType: z.enum(WORK_ORDER_TYPES),
  workOrderPriority: z.enum(WORK_ORDER_PRIORITIES),
  customerName: z.string().nullable(),
  customerPhone: z.string().nullable(),
  location: z.string().nullable(),
  city: z.string().nullable(),
  office: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  note: z.string().nullable(),
  status: z.enum(VISIT_STATUSES),
  statusChangedAt: z.string(),
  statusChangedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** When the visit became on site; null before (docs/decisions/068-visit-hand-back.md). */
  arrivedAt: z.string().nullable(),
  /** When it became done or not finished (or the hand-back's end of time on site); null before. */
  finishedAt: z.string().nullable(),
  /** The lead first, then the helpers. Empty for a visit no technician has yet. */
  technicians: z.array(VisitTechnicianSchema),
  version: z.number().int(),
  createdAt: z.string(),
});
export type Visit = z.infer<typeof VisitSchema>;

export const VisitListSchema = z.object({ visits: z.array(VisitSchema) });

/** GET /api/visits: the visits that overlap [from, to), at most MAX_VISIT_RANGE_DAYS days. */
export const ListVisitsQuerySchema = z.object({
  from: dateTimeInput('from'),
  to: dateTimeInput('to'),
  technicianId: queryParam(idInput('technicianId').optional()),
  workOrderId: queryParam(idInput('workOrderId').optional()),
  status: queryParam(z.enum(VISIT_STATUSES).optional()),
});
export const VISIT_RANGE_MESSAGE = `The range must end after it starts and span at most ${MAX_VISIT_RANGE_DAYS} days.`;

const technicianFields = {
  leadId: idInput('leadId').nullable().optional(),
  helperIds: z.array(idInput('helperIds')).max(5, 'A visit has at most 5 helpers.').optional(),
};
/** Why the dispatcher books past a rule; written to the activity log. */
const overrideReason = line('overrideReason', 3, 200).optional();
/** Untick "Customer will be texted" for this visit. */
const notifyCustomer = z.boolean().default(true);

export const CreateVisitSchema = z.object({
  workOrderId: idInput('workOrderId'),
  startsAt: dateTimeInput('startsAt'),
  endsAt: dateTimeInput('endsAt'),
  /** Defaults to the first two hours of the visit. */
  windowStart: dateTimeInput('windowStart').optional(),
  windowEnd: dateTimeInput('windowEnd').optional(),
  ...technicianFields,
  note: lines('note', 0, 1000).nullable().optional(),
  overrideReason,
  notifyCustomer,
});
export type CreateVisit = z.input<typeof CreateVisitSchema>;

/** PATCH /api/visits/{id}: move (time and/or technicians), resize, re-window, edit the note. */
export const UpdateVisitSchema = z.object({
  /** The version the dispatcher saw: another is a 409 with the visit as it is now. */
  version: z.number().int().min(1),
  startsAt: dateTimeInput('startsAt').optional(),
  endsAt: dateTimeInput('endsAt').optional(),
  windowStart: dateTimeInput('windowStart').optional(),
  windowEnd: dateTimeInput('windowEnd').optional(),
  ...technicianFields,
  note: lines('note', 0, 1000).nullable().optional(),
  overrideReason,
  notifyCustomer,
});
export type UpdateVisit = z.input<typeof UpdateVisitSchema>;

/** POST /api/visits/{id}/status. A technician may set only their own visits' status. */
export const SetVisitStatusSchema = z.object({
  status: z.enum(VISIT_STATUSES),
  /** Required for not-finished and cancelled. */
  reason: line('reason', 1, 500).optional(),
  /** When given, a 409 if the visit moved on meanwhile (a queued tap from the phone). */
  version: z.number().int().min(1).optional(),
});
export type SetVisitStatus = z.input<typeof SetVisitStatusSchema>;

export const VisitConflictSchema = z.object({
  kind: z.enum(['overlap', 'outside-hours', 'time-off', 'too-many-visits', 'too-many-hours']),
  technicianId: z.number().int(),
  message: z.string(),
});

/** The 409 of a write that breaks a rule: `conflicts` names each; `visit` is the current state on a version clash. */
export const VisitConflictResponseSchema = z.object({
  message: z.string(),
  conflicts: z.array(VisitConflictSchema).optional(),
  visit: VisitSchema.optional(),
});

/** GET /api/schedule/tray: what still needs a visit. */
export const ScheduleTrayQuerySchema = z.object({
  office: queryParam(line('office', 1, 100).optional()),
  city: queryParam(line('city', 1, 100).optional()),
  type: queryParam(z.enum(WORK_ORDER_TYPES).optional()),
  limit: queryParam(
    wholeNumber('limit', (schema) =>
      schema.min(1, 'limit must be at least 1').max(200, 'limit must be at most 200'),
    ).default(50),
  ),
});
export const TrayItemSchema = z.object({
  workOrderId: z.number().int(),
  jobNumber: z.string(),
  title: z.string(),
  type: z.enum(WORK_ORDER_TYPES),
  priority: z.enum(WORK_ORDER_PRIORITIES),
  status: z.string(),
  dueDate: z.string().nullable(),
  customerName: z.string().nullable(),
  city: z.string().nullable(),
  office: z.string().nullable(),
  assignedTo: z.number().int().nullable(),
  /** Why a held job is ready: 'Part 2 received 11/26', 'Authorization approved $1,240'. */
  evidence: z.array(z.string()),
});
export const ScheduleTraySchema = z.object({
  readyToReturn: z.array(TrayItemSchema),
  unscheduled: z.array(TrayItemSchema),
  unscheduledTotal: z.number().int(),
});
export type TrayItem = z.infer<typeof TrayItemSchema>;
export type ScheduleTray = z.infer<typeof ScheduleTraySchema>;

/** POST /api/visits/customer-message-preview: what the customer would be sent, before saving. */
export const CustomerMessagePreviewRequestSchema = z.object({
  workOrderId: idInput('workOrderId'),
  event: z.enum(['scheduled', 'window-changed', 'on-the-way']),
  windowStart: dateTimeInput('windowStart'),
  windowEnd: dateTimeInput('windowEnd'),
  leadId: idInput('leadId').nullable().optional(),
});
export const CustomerMessagePreviewSchema = z.object({
  /** False when the company setting is off or the customer has no phone or email. */
  willSend: z.boolean(),
  reason: z.enum(['disabled', 'no-contact']).nullable(),
  channel: z.enum(['sms', 'email']).nullable(),
  recipient: z.string().nullable(),
  text: z.string().nullable(),
});
export type CustomerMessagePreview = z.infer<typeof CustomerMessagePreviewSchema>;
