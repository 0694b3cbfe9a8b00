import type { IfMatch } from '../services/if-match-condition.ts';

/** The If-Match header as the condition a write checks (services/if-match-condition.ts). */
export function parseIfMatch(value: string | undefined): IfMatch | undefined {
  if (value === undefined) return undefined;
  if (value.trim() === '*') return { any: true };
  const tags = [...value.matchAll(/(W\/)?("[^"]*")/g)].filter((m) => !m[1]).map((m) => m[2] ?? '');
  return { any: false, tags };
}
