/** An instant as a datetime-local input shows it: the phone's own clock, to the minute. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** What a datetime-local input holds, as an instant (the phone's zone); null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  const date = new Date(value);
  return value === '' || Number.isNaN(date.getTime()) ? null : date.toISOString();
}
