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

/**
 * SQLSTATE class 22 ("data exception") codes that mean the input could not be stored or read as
 * its column type: text PostgreSQL cannot hold, numbers and dates out of range, malformed values.
 */
const INPUT_DATA_EXCEPTIONS = new Set([
  '22001', // string data right truncation (longer than the column)
  '22003', // numeric value out of range
  '22007', // invalid datetime format
  '22008', // datetime field overflow
  '22019', // invalid escape character
  '22021', // character not in repertoire (invalid byte sequence)
  '22025', // invalid escape sequence
  '22P02', // invalid text representation (e.g. a malformed uuid)
  '22P05', // untranslatable character (U+0000 in text)
]);

/**
 * The driver error when a query failed because a value the schemas let through cannot be stored
 * (see INPUT_DATA_EXCEPTIONS), otherwise undefined. Searches drizzle's cause chain like
 * isUniqueViolation.
 */
export function dataExceptionOf(error: unknown): (Error & { code: string }) | undefined {
  let current: unknown = error;
  for (let hops = 0; hops < 5 && typeof current === 'object' && current !== null; hops += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && INPUT_DATA_EXCEPTIONS.has(code) && current instanceof Error)
      return current as Error & { code: string };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
