/**
 * PostgreSQL's unique_violation, whether drizzle hands over the driver error or wraps it; with
 * `constraint`, only a violation of that unique constraint or index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: violated } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || violated === constraint;
  }
  return false;
}
