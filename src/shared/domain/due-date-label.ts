export type DueDateLabel = { label: string; urgent: boolean };

const HOUR_MS = 3_600_000;

/**
 * From the hours left, negative is 'Overdue', under 24 is 'Due in N hours', otherwise
 * 'Due in N days' in whole days rounded down; the first two are urgent. N is rounded down too,
 * with the singular for 1 and 'less than 1 hour' for the last hour, as a person would say it.
 * `now` is a parameter so the label is pure. No (or an unreadable) due date gives null.
 */
export function dueDateLabel(
  dueDate: Date | string | number | null | undefined,
  now: Date | number,
): DueDateLabel | null {
  if (dueDate === null || dueDate === undefined || dueDate === '') return null;
  const due = new Date(dueDate).getTime();
  if (Number.isNaN(due)) return null;
  const hoursLeft = (due - new Date(now).getTime()) / HOUR_MS;
  if (hoursLeft < 0) return { label: 'Overdue', urgent: true };
  if (hoursLeft < 24) {
    const hours = Math.floor(hoursLeft);
    if (hours === 0) return { label: 'Due in less than 1 hour', urgent: true };
    return { label: `Due in ${hours} ${hours === 1 ? 'hour' : 'hours'}`, urgent: true };
  }
  const days = Math.floor(hoursLeft / 24);
  return { label: `Due in ${days} ${days === 1 ? 'day' : 'days'}`, urgent: false };
}
