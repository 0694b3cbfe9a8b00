import {
  CompanySettingsSchema,
  CreateTimeOffSchema,
  TechnicianScheduleListSchema,
  TechnicianScheduleParamsSchema,
  TechnicianScheduleSchema,
  TimeOffListSchema,
  TimeOffQuerySchema,
  TimeOffSchema,
  UpdateCompanySettingsSchema,
  UpdateTechnicianScheduleSchema,
} from '#shared/schemas/company-settings.ts';
import { ScheduleTrayQuerySchema, ScheduleTraySchema, TrayItemSchema } from '#shared/schemas/visit.ts';
import { describeFields } from './describe-fields.ts';

/** The words for the company settings, technicians' hours, time off and the Unscheduled tray. */

const PLACEHOLDERS = 'it may use {customer}, {company}, {date}, {window}, {technician} and {job}';
const SETTINGS = {
  timeZone: "The IANA time zone the company's days and hours are read in, such as America/Chicago",
  customerMessagesEnabled: 'Whether customers are texted or emailed about their visits (off by default)',
  messageScheduled: `The message sent when a visit is booked; ${PLACEHOLDERS}`,
  messageWindowChanged: `The message sent when a visit's arrival window moves; ${PLACEHOLDERS}`,
  messageOnTheWay: `The message sent when the technician sets out; ${PLACEHOLDERS}`,
};
const HOURS = {
  workDays: 'The weekdays worked, 0 Sunday to 6 Saturday',
  workStart: "When the working day starts, HH:MM in the company's time zone",
  workEnd: "When the working day ends, HH:MM in the company's time zone (after workStart)",
  maxVisitsPerDay: 'The most visits the technician takes in a day',
  maxHoursPerDay: 'The most hours of visits the technician takes in a day',
};
const TECHNICIAN = 'The technician (an employee id)';
const TIME_OFF = {
  employeeId: TECHNICIAN,
  startsAt: 'When the time off starts (ISO date-time)',
  endsAt: 'When the time off ends (ISO date-time, after startsAt, at most 31 days later)',
};
const TRAY_FILTERS = {
  office: 'Only work of this office (any letter case)',
  city: 'Only work in this city (any letter case)',
  type: 'Only work of this type',
};

export const SCHEDULE_SETTINGS_FIELDS = [
  describeFields(CompanySettingsSchema, {
    ...SETTINGS,
    version: 'The version of the settings; a save must send the one it read',
    updatedAt: 'When the settings were last saved',
  }),
  describeFields(UpdateCompanySettingsSchema, {
    ...SETTINGS,
    version: 'The version read; another is answered 409 with the settings as they are now',
  }),
  describeFields(TechnicianScheduleSchema, {
    ...HOURS,
    employeeId: TECHNICIAN,
    name: "The technician's name",
    isActive: 'Whether the account is active',
  }),
  describeFields(TechnicianScheduleListSchema, {
    technicians: 'Every active technician by name, with the defaults where management set no hours',
  }),
  describeFields(TechnicianScheduleParamsSchema, { employeeId: TECHNICIAN }),
  describeFields(UpdateTechnicianScheduleSchema, HOURS),
  describeFields(TimeOffSchema, {
    ...TIME_OFF,
    id: 'The time off id, as in /api/time-off/{id}',
    reason: 'Why, in a few words; null when not given',
  }),
  describeFields(TimeOffListSchema, { timeOff: 'The time off that overlaps the range, by start' }),
  describeFields(TimeOffQuerySchema, {
    from: 'The start of the range (ISO date-time)',
    to: 'The end of the range (ISO date-time), at most 42 days after from',
    employeeId: 'Only this technician',
  }),
  describeFields(CreateTimeOffSchema, { ...TIME_OFF, reason: 'Why, in a few words; optional' }),
  describeFields(ScheduleTrayQuerySchema, {
    ...TRAY_FILTERS,
    limit: 'At most this many jobs in each part of the tray (1 to 200); default 50',
  }),
  describeFields(TrayItemSchema, {
    workOrderId: "The order's server id, as in /api/work-orders/{id}",
    jobNumber: "The order's job #",
    title: "The order's title",
    type: "The order's type",
    priority: "The order's priority",
    status: "The order's status",
    dueDate: 'When it is due; null when no date is set',
    customerName: "The customer's name; null when none",
    city: 'The city of the job; null when none',
    office: 'The office that owns the job; null when none',
    assignedTo: 'The technician the order is assigned to (employee id); null when none',
    evidence: "Why a held job is ready, such as 'Part 2 received 11/26'; empty for unscheduled work",
  }),
  describeFields(ScheduleTraySchema, {
    readyToReturn: 'Held jobs ready to return (ADR 056) with no visit to come, longest on hold first',
    unscheduled: 'Open and in-progress work with no visit to come: urgent first, then by due date',
    unscheduledTotal: 'How many open and in-progress jobs have no visit to come, with the filters',
  }),
];
