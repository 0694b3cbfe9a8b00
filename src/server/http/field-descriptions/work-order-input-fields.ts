import {
  CreatePausedJobSchema,
  CreateTaskSchema,
  UpdateWorkOrderSchema,
} from '#shared/schemas/work-order.ts';
import { describeFields } from './describe-fields.ts';

/** The words for what the task form, the paused-job form and an edit send (docs/glossary.md). */

const CLEARS = 'null or blank clears it';
const PART = (n: number) => ({
  [`partTitle${n}`]: `What part ${n} is; ${CLEARS}`,
  [`partOrdered${n}`]: `The day part ${n} was ordered, YYYY-MM-DD; null clears it`,
  [`partETA${n}`]: `The day part ${n} is expected, YYYY-MM-DD; null clears it`,
  [`partReceived${n}`]: `The day part ${n} arrived, YYYY-MM-DD; null clears it`,
});

/** Fields every one of the three takes, under the same name and with the same rule. */
const COMMON = {
  jobNumber: `The Job Number of the paused-job form; ${CLEARS}`,
  jobLastName: `The customer's last name; ${CLEARS}`,
  customerName: `The customer's name; ${CLEARS}`,
  location: `Where the job is (the street address); ${CLEARS}`,
  city: `The city of the job; ${CLEARS}`,
  notes: `Free notes about the job; ${CLEARS}`,
  office: `The office the job belongs to; ${CLEARS}`,
  techAssigned: `A technician's name as text; ${CLEARS}`,
  externalJobNumber: `The job's number in another system; ${CLEARS}`,
  followUpReason: `Why the job needs a follow-up; ${CLEARS}`,
  linkToDispatch: `A link to the job in the dispatch system; ${CLEARS}`,
  dueDate: 'When the job is due: an ISO 8601 date-time, or a day (the end of that day, UTC); null clears it',
  assignedTo: 'The employee id of the technician in charge; null for none',
  assignedOfficeEmployee: 'The employee id of the office employee in charge; null for none',
  preAuthStatus: 'Where the pre-authorization stands; null clears it',
  authorizationStatus: 'Where the authorization stands; null clears it',
  rwpFormStatus: 'Where the RWP (permit) form stands; null clears it',
  preAuthAmount: 'The pre-authorized amount: a number or a dollar text such as $1,250.00; null clears it',
  opcAmount: 'The OPC amount: a number or a dollar text such as $1,250.00; null clears it',
  returnAppointmentDate: 'The day planned to go back to the job, YYYY-MM-DD; null clears it',
  originalAppointmentDate: 'The day of the first appointment, YYYY-MM-DD; null clears it',
  lastAppointmentDate: 'The day of the last appointment, YYYY-MM-DD; null clears it',
  ...PART(1),
  ...PART(2),
  ...PART(3),
};
const TEAM = 'The employee ids of everyone else on the job (at most 50)';

export const WORK_ORDER_INPUT_FIELDS = [
  describeFields(CreateTaskSchema, {
    ...COMMON,
    workOrderId: 'The job # (required): unique among work that is not completed',
    title: 'The job name (required)',
    description: 'What the job is (required)',
    lastAppointmentDate: 'The day of the last appointment, YYYY-MM-DD, not in the future; null for none',
    assignedEmployees: TEAM,
  }),
  describeFields(CreatePausedJobSchema, {
    ...COMMON,
    workOrderId:
      'The job # to use; without it the Job Number (jobNumber) is the job #, so leave it out to keep one number',
    jobNumber: 'The Job Number (required); it becomes the job # unless workOrderId is sent',
    jobLastName: "The customer's last name (required)",
    originalAppointmentDate: 'The day of the first appointment, YYYY-MM-DD (required)',
    title: 'The job name; blank gives "{last name} - {Job Number}"',
    description: 'What the job is; blank gives "Paused job for {last name}"',
    location: 'Where the job is; blank gives TBD',
    city: 'The city of the job (required)',
    assignedEmployees: TEAM,
  }),
  describeFields(UpdateWorkOrderSchema, {
    ...COMMON,
    workOrderId: 'The job #: unique among work that is not completed',
    title: 'The job name; not blank',
    description: 'What the job is',
    lastViewed: 'When the job was last opened: an ISO 8601 date-time; null clears it',
  }),
];
