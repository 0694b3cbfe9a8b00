import { createHash } from 'node:crypto';

/** Distinct statements named at most; past it, new texts run unnamed (planned every time). */
const MAX_NAMED = 1000;
const names = new Map<string, string>();

/**
 * A name for a read statement's text, so each pool connection parses and plans it once and
 * afterwards only binds and runs it (PostgreSQL's prepared statements, kept per connection by
 * node-postgres). The same text always gets the same name; the values stay parameters.
 */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED) return known;
  const name = `r_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  names.set(text, name);
  return name;
}
