// Label values. Prometheus keeps one series per distinct label set, so every label here has a
// bounded set of values: whatever a client chooses (paths, methods, operation names, event names)
// is mapped onto values this code knows, and everything else onto one fixed value.
import { CLIENT_EVENTS, WEB_OPERATION_NAMES } from '@squadup/shared';

/** A request no route pattern answered: 404s, CORS preflights, the web app's files. */
export const UNMATCHED = 'unmatched';
/** A value outside the known set (an operation the web app does not send, an unknown event). */
export const OTHER = 'other';
/** A GraphQL request without an operation name (or whose document did not parse). */
export const ANONYMOUS = 'anonymous';

/**
 * Served by a handler mounted with app.use (Apollo), which sets no req.route: labelled with the
 * mount path itself.
 */
const MOUNTED_ENDPOINTS = ['/graphql'];

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const OPERATIONS = new Set(WEB_OPERATION_NAMES);
const CLIENT_EVENT_NAMES = new Set<string>(Object.values(CLIENT_EVENTS));
// Codes are the server's own (errors.ts, Apollo's); the pattern only guards against a surprise.
const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,63}$/;

export const methodLabel = (method: string): string => (METHODS.has(method) ? method : OTHER);

/**
 * The label for a request no route matched: the mount path of an endpoint such as /graphql, else
 * UNMATCHED. `originalUrl` is compared lower-cased, as Express matches paths case-insensitively.
 */
export function unmatchedRouteLabel(originalUrl: string): string {
  const path = (originalUrl.split('?')[0] ?? '').toLowerCase();
  const endpoint = MOUNTED_ENDPOINTS.find((p) => path === p || path.startsWith(`${p}/`));
  return endpoint ?? UNMATCHED;
}

/** The operation name when it is one the web app sends (WEB_OPERATION_NAMES), else OTHER. */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return ANONYMOUS;
  return OPERATIONS.has(name) ? name : OTHER;
}

export const errorCodeLabel = (code: unknown): string =>
  typeof code === 'string' && ERROR_CODE.test(code) ? code : OTHER;

export const clientEventLabel = (event: unknown): string =>
  typeof event === 'string' && CLIENT_EVENT_NAMES.has(event) ? event : OTHER;

/** Every label value clientEventLabel can give, so each counter starts at zero. */
export const CLIENT_EVENT_LABELS = [...CLIENT_EVENT_NAMES, OTHER];
