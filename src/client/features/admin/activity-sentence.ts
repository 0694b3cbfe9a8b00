import { clipText } from '#shared/domain/clip-text.ts';
import { formatFileSize } from '#shared/domain/file-size.ts';
import type { ActivityItem } from '#shared/schemas/activity.ts';
import { activityFieldLabel, words } from './activity-field-labels.ts';
import {
  fieldValueText,
  isEmpty,
  type NameOf,
  personText,
  plainText,
  recordOf,
  textOf,
} from './activity-field-values.ts';

/** A value inside a sentence is clipped to this; the row's title carries nothing longer. */
const SENTENCE_VALUE_LENGTH = 60;

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

const quoted = (text: string) => `“${clipText(text, SENTENCE_VALUE_LENGTH)}”`;
const shownValue = (field: string, value: unknown, nameOf: NameOf) =>
  clipText(fieldValueText(field, value, nameOf), SENTENCE_VALUE_LENGTH);

function subjectOf(item: Item): string {
  if (item.entityType === 'work_order') return `job #${item.entityLabel ?? item.entityId}`;
  if (item.entityType === 'company_settings') return 'the company settings';
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
      // A visit written (visit.scheduled, visit.moved, …): the server words it as the job's line.
      const summary = item.action.startsWith('visit.') ? textOf(after.summary) : null;
      if (summary) return `updated the schedule of ${subject}: ${summary}`;
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
