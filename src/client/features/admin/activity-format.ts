import { clipText } from '../../../shared/domain/clip-text.ts';
import type { ActivityItem } from '../../../shared/schemas/activity.ts';

/** Old and new values are clipped to this in the table; the full value is in the cell's title. */
export const CHANGE_PREVIEW_LENGTH = 40;
/** A field of a deleted order's last state. */
export const SNAPSHOT_PREVIEW_LENGTH = 120;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'status_changed' -> 'Status changed', 'password_reset' -> 'Password reset'. */
export function activityActionLabel(action: string): string {
  return capitalize(action.replace(/[_-]+/g, ' ').trim());
}

/** 'employeeType' -> 'Employee type', 'partETA1' -> 'Part ETA 1', 'isActive' -> 'Is active'. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .split(' ')
    .filter(Boolean)
    // Acronyms (ETA, RWP) keep their capitals; ordinary words go lower case after the first.
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()));
  return capitalize(words.join(' '));
}

/** Whether a value is worth showing: null, undefined and '' are "nothing". */
export function hasValue(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/** A logged value as text: strings as they are, anything else as JSON. */
export function valueText(value: unknown): string {
  if (!hasValue(value)) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

/** What the row is about: '#48213' for a work order, the email for an employee. */
export function subjectLabel(item: Pick<ActivityItem, 'entityType' | 'entityId' | 'entityLabel'>): string {
  if (item.entityType === 'work_order') return `#${item.entityLabel ?? item.entityId}`;
  return item.entityLabel ?? `Employee ${item.entityId}`;
}

export type SnapshotField = { name: string; value: string };

/** A deleted order's last state, field by field, leaving out the empty ones. */
export function snapshotFields(snapshot: unknown): SnapshotField[] {
  if (typeof snapshot !== 'object' || snapshot === null || Array.isArray(snapshot)) return [];
  return Object.entries(snapshot)
    .filter(([, value]) => hasValue(value) && !(Array.isArray(value) && value.length === 0))
    .map(([name, value]) => ({
      name: fieldLabel(name),
      value: clipText(valueText(value), SNAPSHOT_PREVIEW_LENGTH),
    }));
}
