import { vi } from 'vitest';

// Unit tests never reach a server: `fetch` is replaced by a handler that answers like the API would.
// (The real API is exercised by the Playwright journeys in e2e/.)

export interface FetchCall {
  url: string;
  method: string;
  headers: Headers;
  /** The parsed JSON body, if any. */
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export type FetchHandler = (call: FetchCall) => Response | Promise<Response>;

/** A JSON answer. */
export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces `fetch` for the current test; `calls` records every request in order. */
export function mockFetch(handler: FetchHandler) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const text = typeof init.body === 'string' ? init.body : null;
    const call: FetchCall = {
      url,
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      body: text ? (JSON.parse(text) as unknown) : undefined,
      credentials: init.credentials,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((c) => c.url === path) };
}

/** The default for every test: logout (sent whenever auth is cleared) succeeds, anything else fails loudly. */
export function installDefaultFetch() {
  return mockFetch((call) => {
    if (call.url === '/v1/auth/logout') return json(200, { message: 'You have been logged out.' });
    throw new Error(`Unexpected fetch in a unit test: ${call.method} ${call.url}`);
  });
}

/** A promise with its resolve function, to hold an answer back until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
