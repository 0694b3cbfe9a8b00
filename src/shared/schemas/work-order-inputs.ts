import { z } from 'zod';
import { FORM_ERROR_TEXTS } from '../spec-texts/form-texts.ts';
import { customerTextInput, emailInput, phoneInput } from './input-contact.ts';
import { dayInput } from './input-dates.ts';
import {
  day,
  EmployeeIdSchema,
  instant,
  LAST_APPOINTMENT,
  MoneyInputSchema,
  optionalText,
  PriorityInputSchema,
  pastDay,
  pausedStatus,
  requiredText,
  StatusInputSchema,
  TypeInputSchema,
  text,
} from './work-order-field-inputs.ts';

/** What the task form, the paused-job form and an edit send (and the words they are refused in). */

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
 * The task form and its messages. The technician has three names: `assignedTo`, the form's
 * `assignedTech` and the older `assignedTechEmployee`; when more than one is sent, assignedTo wins,
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
    .meta({ description: 'An older name for assignedTo; assignedTo, then assignedTech, win when sent' }),
  assignedEmployees: z.array(EmployeeIdSchema).max(50, 'At most 50 assigned employees').optional(),
  ...detailFields,
  ...pausedFields,
});
export type CreateTask = z.input<typeof CreateTaskSchema>;

/** The paused-job form and its rules; the defaults are applied by the server. */
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
  // The form marks City with * without saying it is enforced; we enforce it (ADR 009).
  city: text(100, 'City').min(1, 'City is required'),
  notes: optionalText(10_000, 'Notes', 'multi-line'),
  linkToDispatch: optionalText(2000, 'Link to dispatch'),
  customerName: customerFields.customerName,
  customerPhone: customerFields.customerPhone,
});
export type CreatePausedJob = z.input<typeof CreatePausedJobSchema>;

/** PATCH: any editable field; the detail views send one at a time, the update dialog status + priority. */
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
