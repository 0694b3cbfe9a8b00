import * as catalogue from './index.ts';

/** Every string the catalogue holds, however deeply its groups nest (for the tests). */
export function catalogueStrings(value: unknown = catalogue): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => catalogueStrings(item));
  if (value && typeof value === 'object') {
    return Object.values(value).flatMap((item) => catalogueStrings(item));
  }
  return [];
}
