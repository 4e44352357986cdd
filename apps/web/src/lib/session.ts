import { AUTH_ROUTES, type RefreshResponse } from '@squadup/shared';
import { loginPathFor } from './login-path';

/**
 * What the session needs from the auth store. The store binds itself when it is created
 * (stores/auth-storage.ts), which keeps this module, and the HTTP layer on top of it, free of an
 * import cycle with the store that uses them.
 */
export interface SessionStore {
  getToken: () => string | null;
  setToken: (token: string) => void;
  /** Signs out locally (and tells the server). */
  clear: () => void;
}

const noSession: SessionStore = { getToken: () => null, setToken: () => {}, clear: () => {} };

let store: SessionStore = noSession;
// The app replaces this with its router's navigate, so expiry is a client-side navigation.
let navigate: (to: string) => void = (to) => window.location.assign(to);
let refreshing: Promise<string | null> | null = null;
// Set by endSession for /login to read once: the route guard may replace the address first.
let sessionEnded = false;
let renewing: Promise<Renewal> | null = null;

/** How one POST /v1/auth/refresh-token ended. */
export type Renewal =
  | { kind: 'renewed'; token: string }
  /** The server answered and did not renew: the refresh cookie is missing, expired or revoked. */
  | { kind: 'refused' }
  /** No answer: proves nothing about the session (offline, server restarting). */
  | { kind: 'unreachable' };

export function bindSessionStore(next: SessionStore): void {
  store = next;
}

export function setSessionNavigator(next: (to: string) => void): void {
  navigate = next;
}

/** The bearer token for the next request, if signed in. */
export function getAccessToken(): string | null {
  return store.getToken();
}

/**
 * A new access token after a 401. Every caller that arrives while a refresh is running
 * shares that one POST /v1/auth/refresh-token. `staleToken` is the token the failed request carried:
 * when another request has already replaced it, the current token is returned without a new refresh.
 *
 * Resolves to null when the session cannot be renewed; by then auth is cleared and the member is on
 * /login?redirect={where they were}.
 */
export function refreshSession(staleToken: string | null): Promise<string | null> {
  const current = store.getToken();
  if (current && current !== staleToken) return Promise.resolve(current);
  refreshing ??= renewSession()
    .then((renewal) => {
      if (renewal.kind === 'renewed') return renewal.token;
      if (renewal.kind === 'refused') endSession();
      return null;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * One refresh that never ends the session or navigates: start-up uses it for a stored token that has
 * expired (or is about to), since the 30-day refresh cookie outlives the 15-minute access token.
 * Concurrent callers share one request; a renewed token is already in the store when it resolves.
 */
export function renewSession(): Promise<Renewal> {
  renewing ??= acrossTabs(requestNewToken).finally(() => {
    renewing = null;
  });
  return renewing;
}

/**
 * Runs one refresh at a time across the member's tabs. They share the refresh cookie, and the
 * server treats a rotated token presented again as theft and revokes the whole session: two tabs
 * restored at once would sign each other out. In turn, the later request carries the cookie the
 * earlier one rotated. (Browsers without the Web Locks API run it directly.)
 */
function acrossTabs(work: () => Promise<Renewal>): Promise<Renewal> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // lib.dom types request() as Promise<callback's return>; the browser resolves the inner promise.
  return locks ? locks.request('squadup-refresh', work).then((renewal) => renewal) : work();
}

async function requestNewToken(): Promise<Renewal> {
  let response: Response;
  try {
    // Never a bearer here: the HttpOnly cookie (path /v1/auth) is the credential.
    response = await fetch(AUTH_ROUTES.refresh, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{}',
    });
  } catch (error) {
    console.error('Could not reach the server to renew the session.', error);
    return { kind: 'unreachable' };
  }
  // A server error or a limit is not a refusal: the session may still be good (a deploy's 502).
  if (response.status >= 500 || response.status === 429) return { kind: 'unreachable' };
  const token = response.ok ? await readAccessToken(response) : null;
  if (!token) return { kind: 'refused' };
  store.setToken(token);
  return { kind: 'renewed', token };
}

async function readAccessToken(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as Partial<RefreshResponse> | null;
    return typeof body?.accessToken === 'string' && body.accessToken ? body.accessToken : null;
  } catch {
    return null;
  }
}

/**
 * The session is over (the server refused to renew it: expired, signed out elsewhere, or the account
 * suspended): sign out locally and send the member to /login, carrying where they were and saying why.
 */
export function endSession(): void {
  const { pathname, search } = window.location;
  sessionEnded = true;
  store.clear();
  if (pathname !== '/login') navigate(loginPathFor(`${pathname}${search}`, { sessionEnded: true }));
}

/** Whether the server ended the session since /login last asked (read once). */
export function takeSessionEnded(): boolean {
  const ended = sessionEnded;
  sessionEnded = false;
  return ended;
}
