import { z } from 'zod';
import { CLOCK_TIME_PATTERN } from '../domain/company-time.ts';
import { dateTimeInput } from './input-dates.ts';
import { idInput } from './input-numbers.ts';
import { boundedLine as line, boundedLines as lines } from './input-text.ts';
import { queryParam } from './query-param.ts';

/**
 * The company's own settings, kept in the database and edited by management on the settings page
 * (/company-settings): the time zone days are read in, whether customers are told of their visits,
 * and the words they are told; each technician's hours and capacity; time off.
 */

/** Placeholders a message may use: {customer}, {company}, {date}, {window}, {technician}, {job}. */
export const CUSTOMER_MESSAGE_PLACEHOLDERS = [
  'customer',
  'company',
  'date',
  'window',
  'technician',
  'job',
] as const;

export const CompanySettingsSchema = z.object({
  timeZone: z.string(),
  /** Off by default: no customer is sent anything until management turns it on. */
  customerMessagesEnabled: z.boolean(),
  messageScheduled: z.string(),
  messageWindowChanged: z.string(),
  messageOnTheWay: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;

const messageText = (label: string) => lines(label, 5, 480);

export const UpdateCompanySettingsSchema = z.object({
  version: z.number().int().min(1),
  timeZone: line('timeZone', 1, 64).optional(),
  customerMessagesEnabled: z.boolean().optional(),
  messageScheduled: messageText('messageScheduled').optional(),
  messageWindowChanged: messageText('messageWindowChanged').optional(),
  messageOnTheWay: messageText('messageOnTheWay').optional(),
});

const clock = (label: string) =>
  z.string().regex(CLOCK_TIME_PATTERN, `${label} must be a time HH:MM from 00:00 to 24:00`);

export const TechnicianScheduleSchema = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  workDays: z.array(z.number().int().min(0).max(6)),
  workStart: z.string(),
  workEnd: z.string(),
  maxVisitsPerDay: z.number().int(),
  maxHoursPerDay: z.number(),
});
export type TechnicianSchedule = z.infer<typeof TechnicianScheduleSchema>;
export const TechnicianScheduleListSchema = z.object({ technicians: z.array(TechnicianScheduleSchema) });

export const UpdateTechnicianScheduleSchema = z.object({
  workDays: z.array(z.number().int().min(0).max(6)).max(7),
  workStart: clock('workStart'),
  workEnd: clock('workEnd'),
  maxVisitsPerDay: z.number().int().min(1).max(20),
  maxHoursPerDay: z.number().min(0.5).max(24),
});

export const TimeOffSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  reason: z.string().nullable(),
});
export type TimeOff = z.infer<typeof TimeOffSchema>;
export const TimeOffListSchema = z.object({ timeOff: z.array(TimeOffSchema) });
export const TimeOffQuerySchema = z.object({
  from: dateTimeInput('from'),
  to: dateTimeInput('to'),
  employeeId: queryParam(idInput('employeeId').optional()),
});
export const CreateTimeOffSchema = z.object({
  employeeId: idInput('employeeId'),
  startsAt: dateTimeInput('startsAt'),
  endsAt: dateTimeInput('endsAt'),
  reason: line('reason', 1, 200).nullable().optional(),
});

export const TechnicianScheduleParamsSchema = z.object({ employeeId: idInput('employeeId') });
