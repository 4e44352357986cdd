import { AUTH_ROUTES, AUTH_ROUTES_WITHOUT_BEARER, type MessageResponse } from '@squadup/shared';
import { getAccessToken, refreshSession } from './session';
import { toast } from './toast';

// The one REST layer. GraphQL goes through lib/apollo.ts, which shares the
// bearer rule, the refresh (lib/session.ts) and the toasts below.

/** The spec's texts for failed non-auth calls (point 8). */
export const HTTP_ERROR_MESSAGES = {
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'The requested resource was not found.',
  server: 'A server error occurred. Please try again later.',
} as const;

/** A failed request. `status` is 0 when no answer arrived; `serverMessage` is the API's `{ message }`. */
export class HttpError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;

  constructor(status: number, serverMessage: string | null, message?: string) {
    super(message ?? serverMessage ?? `Request failed with status ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

function pathnameOf(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? path;
}

/**
 * Whether a request carries the bearer token: every call to our own API except the spec's exceptions
 * (login, signup, forgot, reset, the social providers) and the refresh call, whose credential is the
 * cookie. Other origins (e.g. a presigned upload URL) never see the token.
 */
export function sendsBearer(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  const pathname = pathnameOf(path);
  if (pathname === AUTH_ROUTES.refresh) return false;
  return !AUTH_ROUTES_WITHOUT_BEARER.some(
    (route) => pathname === route || pathname.startsWith(`${route}/`),
  );
}

/**
 * Auth calls (login, signup, forgot, reset, me, logout) answer to their caller, which shows the error
 * itself: no refresh on 401 and no global toast.
 */
function isAuthCall(path: string): boolean {
  return pathnameOf(path).startsWith('/v1/auth/');
}

// Auth calls that act for the signed-in member from a button, long after the page loaded: an expired
// bearer is renewed as for any other call (they still answer their errors to the caller).
const MEMBER_AUTH_CALLS: readonly string[] = [
  // Start-up's member check: a token the server refuses (a slow clock) is renewed once first.
  AUTH_ROUTES.me,
  AUTH_ROUTES.resendVerification,
  AUTH_ROUTES.logoutEverywhere,
  // A wrong current password is a 400, so a 401 here only ever means an expired bearer.
  AUTH_ROUTES.changePassword,
];

function refreshesOn401(path: string): boolean {
  return !isAuthCall(path) || MEMBER_AUTH_CALLS.includes(pathnameOf(path));
}

/** The spec's toast for a failed non-auth call, once per message however many calls fail together. */
export function toastForStatus(status: number): void {
  const message =
    status === 403
      ? HTTP_ERROR_MESSAGES.forbidden
      : status === 404
        ? HTTP_ERROR_MESSAGES.notFound
        : status >= 500
          ? HTTP_ERROR_MESSAGES.server
          : null;
  if (message) toast.error(message, { id: message });
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the REST API and returns the parsed JSON answer (undefined for an empty one). Cookies are
 * always sent. On a 401 from a non-auth call: one refresh, shared with any other call waiting for one,
 * then one retry with the new token; if the refresh fails the session ends (lib/session.ts).
 * Throws HttpError for any answer that is not 2xx.
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const sentToken = sendsBearer(path) ? getAccessToken() : null;
  let response = await send(path, options, sentToken);
  if (response.status === 401 && refreshesOn401(path)) {
    const token = await refreshSession(sentToken);
    if (token) response = await send(path, options, token);
  }
  if (!response.ok) {
    const error = new HttpError(response.status, await readServerMessage(response));
    if (!isAuthCall(path)) toastForStatus(response.status);
    throw error;
  }
  return readJson<T>(response);
}

async function send(path: string, options: RequestOptions, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(0, null, 'Could not reach the server.');
  }
}

async function readServerMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as Partial<MessageResponse> | null;
    return typeof body?.message === 'string' && body.message.trim() ? body.message : null;
  } catch {
    return null;
  }
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
