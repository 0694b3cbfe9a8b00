/**
 * react-hook-form `setValueAs` for date inputs: an empty input ('') is no date, and the schemas
 * refuse ''. Forms differ in how they send "no date", so the rule has two spellings:
 * dayOrUndefined leaves the field out of the request (Create New Task), dayOrNull sends null
 * (the paused-job form: "null if cleared").
 */
const isEmpty = (value: unknown) => value === '' || value == null;

export const dayOrUndefined = (value: unknown) => (isEmpty(value) ? undefined : value);
export const dayOrNull = (value: unknown) => (isEmpty(value) ? null : value);
