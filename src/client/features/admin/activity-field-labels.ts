import { SETTINGS_GENERAL_TEXTS, SETTINGS_NOTIFICATION_TEXTS } from '#shared/spec-texts/people-texts.ts';

/** How a field's value is shown, as its screen shows it. */
export type FieldKind =
  | 'text'
  | 'day'
  | 'instant'
  | 'money'
  | 'status'
  | 'priority'
  | 'type'
  | 'person'
  | 'yesNo'
  | 'employeeType'
  | 'comments'
  | 'questions';

/** Each field the server logs, with the label its screen shows and how that screen shows its value. */
const FIELDS: Record<string, { label: string; kind: FieldKind }> = {
  // Work orders (update-work-order.ts logs the column names; a deletion's snapshot is the detail view).
  id: { label: 'Record ID', kind: 'text' },
  createdAt: { label: 'Created', kind: 'instant' },
  updatedAt: { label: 'Last Updated', kind: 'instant' },
  createdBy: { label: 'Created By', kind: 'person' },
  comments: { label: 'Comments', kind: 'comments' },
  questions: { label: 'Questions', kind: 'questions' },
  attachments: { label: 'Attachments', kind: 'text' },
  attachmentCount: { label: 'Attachment Count', kind: 'text' },
  workOrderId: { label: 'Job #', kind: 'text' },
  jobNumber: { label: 'Job Number', kind: 'text' },
  jobLastName: { label: 'Customer Last Name', kind: 'text' },
  customerName: { label: 'Customer Name', kind: 'text' },
  customerPhone: { label: 'Customer Phone', kind: 'text' },
  customerEmail: { label: 'Customer Email', kind: 'text' },
  title: { label: 'Title', kind: 'text' },
  description: { label: 'Description', kind: 'text' },
  notes: { label: 'Notes', kind: 'text' },
  status: { label: 'Status', kind: 'status' },
  priority: { label: 'Priority', kind: 'priority' },
  type: { label: 'Type', kind: 'type' },
  dueDate: { label: 'Due Date', kind: 'day' },
  location: { label: 'Location', kind: 'text' },
  city: { label: 'City', kind: 'text' },
  office: { label: 'Office', kind: 'text' },
  techAssigned: { label: 'Tech Assigned', kind: 'text' },
  externalJobNumber: { label: 'External Job Number', kind: 'text' },
  followUpReason: { label: 'Follow-up Reason', kind: 'text' },
  assignedTo: { label: 'Assigned Tech', kind: 'person' },
  assignedEmployees: { label: 'Assigned Employees', kind: 'person' },
  assignedOfficeEmployee: { label: 'Office Employee', kind: 'person' },
  lastViewed: { label: 'Last Viewed', kind: 'instant' },
  lastAppointmentDate: { label: 'Last Appointment', kind: 'day' },
  originalAppointmentDate: { label: 'Original Appointment', kind: 'day' },
  returnAppointmentDate: { label: 'Return Appointment', kind: 'day' },
  linkToDispatch: { label: 'Link to Dispatch', kind: 'text' },
  preAuthStatus: { label: 'Pre-Auth Status', kind: 'text' },
  preAuthAmount: { label: 'Pre-Auth Amount', kind: 'money' },
  authorizationStatus: { label: 'Authorization Status', kind: 'text' },
  opcAmount: { label: 'OPC Amount', kind: 'money' },
  rwpFormStatus: { label: 'RWP Form Status', kind: 'text' },
  pausedAt: { label: 'Paused At', kind: 'instant' },
  completedAt: { label: 'Completed At', kind: 'instant' },
  answer: { label: 'Answer', kind: 'text' },
  // Employees (update-employee.ts, employees.ts).
  name: { label: 'Name', kind: 'text' },
  email: { label: 'Email', kind: 'text' },
  employeeType: { label: 'Employee Type', kind: 'employeeType' },
  phone: { label: 'Phone', kind: 'text' },
  colorTheme: { label: 'Color Theme', kind: 'text' },
  notificationsEnabled: { label: 'Notifications', kind: 'yesNo' },
  emailNotifications: { label: SETTINGS_NOTIFICATION_TEXTS.email, kind: 'yesNo' },
  smsNotifications: { label: 'SMS Notifications', kind: 'yesNo' },
  workOrderUpdateNotifications: { label: 'Work Order Update Notifications', kind: 'yesNo' },
  assignmentNotifications: { label: SETTINGS_NOTIFICATION_TEXTS.assignments, kind: 'yesNo' },
  themePreference: { label: 'Theme', kind: 'text' },
  compactView: { label: SETTINGS_GENERAL_TEXTS.compactView, kind: 'yesNo' },
  autoRefresh: { label: SETTINGS_GENERAL_TEXTS.autoRefresh, kind: 'yesNo' },
  isActive: { label: 'Active', kind: 'yesNo' },
  // The company settings (services/company-settings/company-settings.ts logs each field it changes).
  timeZone: { label: 'Time Zone', kind: 'text' },
  customerMessagesEnabled: { label: 'Customer Messages', kind: 'yesNo' },
  messageScheduled: { label: 'Visit Booked Message', kind: 'text' },
  messageWindowChanged: { label: 'Window Changed Message', kind: 'text' },
  messageOnTheWay: { label: 'On The Way Message', kind: 'text' },
};

const PART_FIELD = /^part(Title|Ordered|Eta|ETA|Received)([123])$/;
const PART_WORDS: Record<string, { word: string; kind: FieldKind }> = {
  Title: { word: 'Title', kind: 'text' },
  Ordered: { word: 'Ordered', kind: 'day' },
  Eta: { word: 'ETA', kind: 'day' },
  ETA: { word: 'ETA', kind: 'day' },
  Received: { word: 'Received', kind: 'day' },
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'someField_name' -> 'Some field name': the last resort for a field this list does not know. */
export function words(name: string): string {
  return name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .split(' ')
    .filter(Boolean)
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
}

/** A field's label and how its value is shown; a field this list does not know is text, in words. */
export function fieldInfo(field: string): { label: string; kind: FieldKind } {
  const known = FIELDS[field];
  if (known) return known;
  const part = PART_FIELD.exec(field);
  const what = part && PART_WORDS[part[1] as string];
  if (part && what) return { label: `Part ${part[2]} ${what.word}`, kind: what.kind };
  return { label: capitalize(words(field)), kind: 'text' };
}

/** A field's label as the screens show it: 'partEta1' -> 'Part 1 ETA', 'opcAmount' -> 'OPC Amount'. */
export function activityFieldLabel(field: string): string {
  return fieldInfo(field).label;
}
