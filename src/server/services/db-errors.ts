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

/**
 * PostgreSQL's exclusion_violation (23P01) of the named constraint, unwrapped like a unique
 * violation: two visits of one technician at once (visit_technicians_no_overlap).
 */
export function isExclusionViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: violated } = current as { code?: unknown; constraint?: unknown };
    if (code === '23P01') return violated === constraint;
  }
  return false;
}
