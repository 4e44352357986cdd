/**
 * Whether a query failed on a unique index (SQLSTATE 23505), optionally a named one. drizzle
 * wraps driver errors (DrizzleQueryError), so the cause chain is searched; PGlite and pg both set
 * `code` and `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let hops = 0; hops < 5 && typeof current === 'object' && current !== null; hops += 1) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
