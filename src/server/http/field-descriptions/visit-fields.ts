import {
  CreateVisitSchema,
  CustomerMessagePreviewRequestSchema,
  CustomerMessagePreviewSchema,
  ListVisitsQuerySchema,
  SetVisitStatusSchema,
  UpdateVisitSchema,
  VisitConflictSchema,
  VisitListSchema,
  VisitSchema,
  VisitTechnicianSchema,
} from '#shared/schemas/visit.ts';
import { describeFields } from './describe-fields.ts';

/** The words for visits, their technicians and what the customer is told (docs/glossary.md). */

const INSTANT = (what: string) => `${what}: an ISO date-time (UTC in answers)`;
const LEAD = 'The lead technician (an active plumber) by employee id; null for none yet';
const HELPERS = 'The helpers (active plumbers, never the lead) by employee id; at most 5';
const OVERRIDE =
  'Why the visit is booked past a schedule rule (hours, time off, visits or hours a day): written to the job’s activity. An overlap cannot be overridden';
const NOTIFY =
  'Whether the customer is texted or emailed about it (when the company sends messages); default true';
const NOTE = 'A note for the technician; null or blank for none';
const STATUS = 'scheduled, on-the-way, on-site, done, not-finished or cancelled';
const statusChangedBy = VisitSchema.shape.statusChangedBy.unwrap();

export const VISIT_FIELDS = [
  describeFields(VisitSchema, {
    id: 'The visit id, as in /api/visits/{id}',
    workOrderId: "The work order's server id",
    jobNumber: "The work order's job #",
    title: "The work order's title",
    workOrderType: "The work order's type",
    workOrderPriority: "The work order's priority",
    customerName: "The work order's customer; null when none",
    customerPhone: "The customer's phone; null when none",
    location: "The job's address; null when none",
    city: "The job's city; null when none",
    office: "The work order's office; null when none",
    startsAt: INSTANT('When the visit starts'),
    endsAt: INSTANT('When the visit ends (at most 24 hours after it starts)'),
    windowStart: INSTANT('The start of the arrival window the customer is told'),
    windowEnd: INSTANT('The end of the arrival window'),
    note: 'A note for the technician; null when none',
    status: STATUS,
    statusChangedAt: INSTANT('When the status last changed'),
    statusChangedBy: 'Who last changed the status; null when unknown',
    arrivedAt: INSTANT('When the visit became on site (or the time on site of its hand-back); null before'),
    finishedAt: INSTANT(
      'When it became done or not finished (or the end of its hand-back’s time on site); null before',
    ),
    technicians: 'The lead first, then the helpers; empty while no technician has the visit',
    version: 'Moves on with every change: send it back with a PATCH',
    createdAt: INSTANT('When the visit was scheduled'),
  }),
  describeFields(statusChangedBy, { id: 'Their employee id', name: 'Their name' }),
  describeFields(VisitTechnicianSchema, {
    id: 'The technician’s employee id',
    name: 'The technician’s name',
    role: 'lead or helper',
  }),
  describeFields(VisitListSchema, { visits: 'The visits, ordered by start' }),
  describeFields(ListVisitsQuerySchema, {
    from: INSTANT('The start of the range'),
    to: INSTANT('The end of the range, after from and at most 42 days later'),
    technicianId: 'Only visits this employee is on, as lead or helper',
    workOrderId: "Only this work order's visits (its server id)",
    status: `Only visits in this status: ${STATUS}`,
  }),
  describeFields(CreateVisitSchema, {
    workOrderId: "The work order's server id",
    startsAt: INSTANT('When the visit starts'),
    endsAt: INSTANT('When it ends: after the start, at most 24 hours later'),
    windowStart: INSTANT('The start of the arrival window; default the visit’s start'),
    windowEnd: INSTANT('The end of the arrival window; default two hours after its start'),
    leadId: LEAD,
    helperIds: HELPERS,
    note: NOTE,
    overrideReason: OVERRIDE,
    notifyCustomer: NOTIFY,
  }),
  describeFields(UpdateVisitSchema, {
    version:
      'The version of the visit as the dispatcher saw it; another is a 409 with the visit as it is now',
    startsAt: INSTANT('The new start; alone, it moves the visit and its window, keeping its length'),
    endsAt: INSTANT('The new end; alone, it resizes the visit'),
    windowStart: INSTANT('The new start of the arrival window'),
    windowEnd: INSTANT('The new end of the arrival window'),
    leadId: LEAD,
    helperIds: HELPERS,
    note: NOTE,
    overrideReason: OVERRIDE,
    notifyCustomer: NOTIFY,
  }),
  describeFields(SetVisitStatusSchema, {
    status: `The new status: ${STATUS}; the one it has already is answered as it is`,
    reason: 'Why: required for not-finished and cancelled',
    version: 'The version the phone saw; when given, another is a 409 with the visit as it is now',
  }),
  describeFields(VisitConflictSchema, {
    kind: 'overlap, outside-hours, time-off, too-many-visits or too-many-hours',
    technicianId: 'The technician whose rule it is',
    message: 'The rule broken, in words a dispatcher can read',
  }),
  describeFields(CustomerMessagePreviewRequestSchema, {
    workOrderId: "The work order's server id",
    event: 'scheduled, window-changed or on-the-way: which message',
    windowStart: INSTANT('The start of the arrival window'),
    windowEnd: INSTANT('The end of the arrival window'),
    leadId: 'The lead technician by employee id (the message names their first name); null for none',
  }),
  describeFields(CustomerMessagePreviewSchema, {
    willSend: 'Whether saving would queue the message',
    reason:
      'Why not: disabled (the company sends no messages) or no-contact (no phone or email); null when it would',
    channel: 'sms to the customer’s phone, else email; null without either',
    recipient: 'The phone number or email address; null without either',
    text: 'The message in the company’s words',
  }),
];
