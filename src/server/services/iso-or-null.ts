/** A time stamp as the API and the activity log write it: ISO 8601 in UTC, or null. */
export const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);
