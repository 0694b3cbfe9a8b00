import { z } from 'zod';

/**
 * ADR 020: an empty query value (`offset=`, `search=`, `status=`) is the parameter not sent, for every
 * kind of parameter, so its default applies. Forms and URL builders send cleared fields that way.
 * Give the schema its `.optional()` or `.default()`.
 */
export function queryParam<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema,
  );
}
