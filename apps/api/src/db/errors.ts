/**
 * Whether a query failed on a unique index (SQLSTATE 23505), optionally a named one. Driver errors
 * come wrapped (DrizzleQueryError, by drizzle or db/raw.ts), so the cause chain is searched; PGlite
 * and pg both set `code` and `constraint`.
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

// SQLSTATEs of a server that is going away or not there yet: class 08 (connection exception) and
// these three. Also what the drivers say when no connection could be made or one was lost.
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (a restart or `pg_terminate_backend`)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '53300', // too_many_connections
]);
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // pg: the server closed the connection mid-query
  /^timeout exceeded when trying to connect$/, // pg-pool: connectionTimeoutMillis passed
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/, // the app is stopping
  /^PGlite is clos(ed|ing)$/, // the app is stopping
  /^Database did not answer within \d+ ms$/, // DatabaseHandle.ping
];

/**
 * The driver error when a query failed because the database cannot be reached right now (down,
 * restarting, too many connections, closed while stopping), otherwise undefined: the request may
 * succeed if tried again, so it is answered 503, not 500. Searches the cause chain.
 */
export function unavailableCauseOf(error: unknown): Error | undefined {
  let current: unknown = error;
  for (let hops = 0; hops < 5 && current instanceof Error; hops += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string') {
      if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code)) return current;
      if (UNAVAILABLE_ERRNOS.has(code)) return current;
    }
    const message = current.message;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return current;
    // Several addresses tried (localhost as ::1 and 127.0.0.1): Node reports them together.
    if (current instanceof AggregateError && current.errors.some((e) => unavailableCauseOf(e)))
      return current;
    current = current.cause;
  }
  return undefined;
}

/**
 * Whether the server answered a statement with an error (a SQLSTATE) rather than going away: the
 * statement's implicit transaction rolled back, so nothing it wrote was kept. False when the
 * connection was lost (the commit may have happened) or for an error of the app's own.
 */
export function refusedByDatabase(error: unknown): boolean {
  if (unavailableCauseOf(error)) return false;
  let current: unknown = error;
  for (let hops = 0; hops < 5 && typeof current === 'object' && current !== null; hops += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
