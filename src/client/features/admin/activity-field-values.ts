import { formatDate, formatDateTime } from '#shared/domain/date-format.ts';
import { employeeTypeLabel, normalizeEmployeeType } from '#shared/domain/employee-type.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { priorityLabel } from '#shared/domain/work-order-priority.ts';
import { statusLabel } from '#shared/domain/work-order-status.ts';
import { typeLabel } from '#shared/domain/work-order-type.ts';
import { activityFieldLabel, fieldInfo } from './activity-field-labels.ts';

/** Names of employees by id, for fields that store an id (Assigned Tech, Office Employee). */
export type NameOf = (id: number) => string | undefined;

export const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const recordOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
export const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

function dateText(value: unknown, show: (value: string) => string): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  try {
    return show(String(value));
  } catch {
    return null;
  }
}

export function personText(value: unknown, nameOf: NameOf): string | null {
  if (isRecord(value)) return personText(value.name ?? value.employeeId, nameOf);
  if (typeof value === 'number') return nameOf(value) ?? `employee ${value}`;
  if (Array.isArray(value)) return value.map((one) => personText(one, nameOf) ?? '').join(', ');
  return typeof value === 'string' ? value : null;
}

/** Anything else, readably: 'text', 'a, b', 'File name: x.pdf, File size: 2 KB', never braces. */
export function plainText(value: unknown, nameOf: NameOf): string {
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
export function fieldValueText(field: string, value: unknown, nameOf: NameOf): string {
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
