import { clipText } from '#shared/domain/clip-text.ts';
import { formatDate, formatDateTime } from '#shared/domain/date-format.ts';
import { employeeTypeLabel, normalizeEmployeeType } from '#shared/domain/employee-type.ts';
import { formatFileSize } from '#shared/domain/file-size.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { priorityLabel } from '#shared/domain/work-order-priority.ts';
import { statusLabel } from '#shared/domain/work-order-status.ts';
import { typeLabel } from '#shared/domain/work-order-type.ts';
import type { ActivityItem } from '#shared/schemas/activity.ts';
import { SETTINGS_GENERAL_TEXTS, SETTINGS_NOTIFICATION_TEXTS } from '#shared/spec-texts/people-texts.ts';

/** A value inside a sentence is clipped to this; the row's title carries nothing longer. */
export const SENTENCE_VALUE_LENGTH = 60;
/** A field of a deleted order's last state. */
export const SNAPSHOT_VALUE_LENGTH = 120;

type Item = Pick<
  ActivityItem,
  | 'entityType'
  | 'entityId'
  | 'entityLabel'
  | 'action'
  | 'field'
  | 'oldValue'
  | 'newValue'
  | 'snapshot'
  | 'actor'
>;

/** Names of employees by id, for fields that store an id (Assigned Tech, Office Employee). */
export type NameOf = (id: number) => string | undefined;

type Kind =
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
const FIELDS: Record<string, { label: string; kind: Kind }> = {
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
};

const PART_FIELD = /^part(Title|Ordered|Eta|ETA|Received)([123])$/;
const PART_WORDS: Record<string, { word: string; kind: Kind }> = {
  Title: { word: 'Title', kind: 'text' },
  Ordered: { word: 'Ordered', kind: 'day' },
  Eta: { word: 'ETA', kind: 'day' },
  ETA: { word: 'ETA', kind: 'day' },
  Received: { word: 'Received', kind: 'day' },
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'someField_name' -> 'Some field name': the last resort for a field this list does not know. */
function words(name: string): string {
  return name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .split(' ')
    .filter(Boolean)
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
}

function fieldInfo(field: string): { label: string; kind: Kind } {
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

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function dateText(value: unknown, show: (value: string) => string): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  try {
    return show(String(value));
  } catch {
    return null;
  }
}

function personText(value: unknown, nameOf: NameOf): string | null {
  if (isRecord(value)) return personText(value.name ?? value.employeeId, nameOf);
  if (typeof value === 'number') return nameOf(value) ?? `employee ${value}`;
  if (Array.isArray(value)) return value.map((one) => personText(one, nameOf) ?? '').join(', ');
  return typeof value === 'string' ? value : null;
}

/** Anything else, readably: 'text', 'a, b', 'File name: x.pdf, File size: 2 KB', never braces. */
function plainText(value: unknown, nameOf: NameOf): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((one) => plainText(one, nameOf)).join(', ');
  if (isRecord(value)) {
    return Object.entries(value)
      .filter(([, inner]) => !isEmpty(inner))
      .map(([key, inner]) => `${activityFieldLabel(key)}: ${fieldValueText(key, inner, nameOf)}`)
      .join(', ');
  }
  return String(value);
}

/** The readable part of each object in a list (a comment's text), one after the other. */
function listOf(value: unknown, pick: (one: Record<string, unknown>) => string | null): string | null {
  if (!Array.isArray(value)) return null;
  const texts = value.map((one) => (isRecord(one) ? pick(one) : null)).filter((text) => text !== null);
  return texts.length > 0 ? texts.join(' · ') : null;
}

/** A value of a field as its screen shows it. */
function fieldValueText(field: string, value: unknown, nameOf: NameOf): string {
  const { kind } = fieldInfo(field);
  const asString = typeof value === 'string' ? value : null;
  const shown = (() => {
    switch (kind) {
      case 'status':
        return asString && statusLabel(asString);
      case 'priority':
        return asString && priorityLabel(asString);
      case 'type':
        return asString && typeLabel(asString);
      case 'employeeType': {
        const type = asString && normalizeEmployeeType(asString);
        return type ? employeeTypeLabel(type) : asString;
      }
      case 'money': {
        const amount = typeof value === 'number' ? value : Number(asString ?? Number.NaN);
        return Number.isFinite(amount) ? formatMoney(amount) : null;
      }
      case 'day':
        return dateText(value, (text) =>
          formatDate(/^\d{4}-\d{2}-\d{2}T/.test(text) ? new Date(text) : text),
        );
      case 'instant':
        return dateText(value, formatDateTime);
      case 'person':
        return personText(value, nameOf);
      case 'comments':
        return listOf(value, (one) => textOf(one.text) ?? textOf(one.content));
      case 'questions':
        return listOf(value, (one) => {
          const question = textOf(one.question);
          const answer = textOf(one.answer);
          return question && answer ? `${question} (${answer})` : question;
        });
      case 'yesNo':
        return typeof value === 'boolean' ? (value ? 'On' : 'Off') : null;
      default:
        return null;
    }
  })();
  return shown || plainText(value, nameOf);
}

const quoted = (text: string) => `“${clipText(text, SENTENCE_VALUE_LENGTH)}”`;
const shownValue = (field: string, value: unknown, nameOf: NameOf) =>
  clipText(fieldValueText(field, value, nameOf), SENTENCE_VALUE_LENGTH);

function subjectOf(item: Item): string {
  if (item.entityType === 'work_order') return `job #${item.entityLabel ?? item.entityId}`;
  return item.entityLabel ? `employee ${item.entityLabel}` : `employee ${item.entityId}`;
}

/** A field change: 'changed Priority of job #1 from Normal to Urgent', 'set … to …', 'cleared …'. */
function changePhrase(item: Item, field: string, nameOf: NameOf): string {
  const label = activityFieldLabel(field);
  const subject = subjectOf(item);
  const hadOld = !isEmpty(item.oldValue);
  const hasNew = !isEmpty(item.newValue);
  const before = () => shownValue(field, item.oldValue, nameOf);
  const after = () => shownValue(field, item.newValue, nameOf);
  if (hadOld && hasNew) return `changed ${label} of ${subject} from ${before()} to ${after()}`;
  if (hasNew) return `set ${label} of ${subject} to ${after()}`;
  if (hadOld) return `cleared ${label} of ${subject} (was ${before()})`;
  return `changed ${label} of ${subject}`;
}

const recordOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

function fileText(value: unknown): string {
  const file = recordOf(value);
  const name = textOf(file.fileName) ?? 'a file';
  return typeof file.fileSize === 'number' ? `${name} (${formatFileSize(file.fileSize)})` : name;
}

/** What the actor did, without the actor: 'added a note to job #48213'. */
function phrase(item: Item, nameOf: NameOf): string {
  const subject = subjectOf(item);
  const onOrder = item.entityType === 'work_order';
  const after = recordOf(item.newValue);
  switch (item.action) {
    case 'created': {
      if (onOrder) {
        const title = textOf(after.title);
        return title ? `created ${subject}, ${quoted(title)}` : `created ${subject}`;
      }
      const name = textOf(after.name);
      const type = textOf(after.employeeType);
      const who = name ? `${name} (${item.entityLabel ?? after.email ?? item.entityId})` : subject;
      const as = type ? ` as ${fieldValueText('employeeType', type, nameOf)}` : '';
      return `added employee ${who}${as}`;
    }
    case 'status_changed':
    case 'updated':
      return item.field ? changePhrase(item, item.field, nameOf) : `updated ${subject}`;
    case 'assigned':
      return `assigned ${personText(item.newValue, nameOf) || 'someone'} to ${subject}`;
    case 'unassigned':
      return `removed ${personText(item.oldValue, nameOf) || 'someone'} from ${subject}`;
    case 'comment_added': {
      const kind = after.type === 'update' ? 'an update' : after.type === 'note' ? 'a note' : 'a comment';
      return `added ${kind} to ${subject}`;
    }
    case 'question_asked': {
      const question = textOf(after.question);
      return question
        ? `asked a question on ${subject}: ${quoted(question)}`
        : `asked a question on ${subject}`;
    }
    case 'question_answered': {
      const answer = textOf(after.answer);
      return answer
        ? `answered a question on ${subject}: ${quoted(answer)}`
        : `answered a question on ${subject}`;
    }
    case 'question_answer_cleared':
      return `cleared the answer to a question on ${subject}`;
    case 'attachment_added':
      return `attached ${fileText(item.newValue)} to ${subject}`;
    case 'attachment_deleted':
      return `removed the attachment ${fileText(item.oldValue)} from ${subject}`;
    case 'deleted': {
      const title = textOf(recordOf(item.snapshot).title);
      return title ? `deleted ${subject}, ${quoted(title)}` : `deleted ${subject}`;
    }
    // ADR 029: restored from Recently deleted; purged for good by the system after the retention.
    case 'restored': {
      const title = textOf(after.title);
      return title ? `restored ${subject}, ${quoted(title)}` : `restored ${subject}`;
    }
    case 'purged': {
      const title = textOf(after.title);
      const days = typeof after.retentionDays === 'number' ? after.retentionDays : null;
      const what = title ? `${subject}, ${quoted(title)}` : subject;
      return days === null
        ? `purged ${what} for good`
        : `purged ${what} for good, ${days} ${days === 1 ? 'day' : 'days'} after it was deleted`;
    }
    case 'activated':
      return `activated ${subject}`;
    case 'deactivated':
      return `deactivated ${subject}`;
    case 'password_changed':
      return item.actor && item.actor.id === item.entityId
        ? 'changed their own password'
        : `changed the password of ${subject}`;
    case 'password_reset':
      return `reset the password of ${subject}`;
    default: {
      // An action this client does not know yet: its name in words, and what it touched.
      const base = `${words(item.action) || 'changed'} ${subject}`;
      if (item.field) return `${base}: ${changePhrase(item, item.field, nameOf)}`;
      const value = !isEmpty(item.newValue) ? item.newValue : item.oldValue;
      return isEmpty(value) ? base : `${base} (${clipText(plainText(value, nameOf), SENTENCE_VALUE_LENGTH)})`;
    }
  }
}

/**
 * One log entry as a sentence: who did what to which job, with the field's label and values as the
 * screens show them ('Priya Natarajan changed Priority of job #48213 from Normal to Urgent').
 */
export function activitySentence(item: Item, nameOf: NameOf = () => undefined): string {
  const who = item.actor?.name ?? 'The system';
  return `${who} ${phrase(item, nameOf)}`;
}

/** A deleted order's last state, each field with its screen label and value, leaving out the empty ones. */
export function activitySnapshot(snapshot: unknown, nameOf: NameOf = () => undefined) {
  if (!isRecord(snapshot)) return [];
  return Object.entries(snapshot)
    .filter(([, value]) => !isEmpty(value))
    .map(([field, value]) => ({
      field,
      label: activityFieldLabel(field),
      value: clipText(fieldValueText(field, value, nameOf), SNAPSHOT_VALUE_LENGTH),
    }));
}
