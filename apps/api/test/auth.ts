import { REFRESH_COOKIE_NAME, type AuthResponse } from '@squadup/shared';
import supertest from 'supertest';
import { v7 as uuidv7 } from 'uuid';
import type { TestApp } from './app.js';

/**
 * Auth test environment: bcrypt cost 4 through the test-only knob (cost 12 takes ~250 ms a hash
 * on two cores; rate-limits.test.ts runs the real cost and asserts it) and rate limits off, since
 * these suites sign in many times from one address (rate-limits.test.ts runs them on).
 */
export const FAST_AUTH_ENV = { TEST_BCRYPT_COST: '4', AUTH_RATE_LIMITS: 'off' };

export const GOOD_PASSWORD = 'purple-otter-quietly-42';

export interface MemberInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

/** Sign-up fields with a unique address. */
export function memberInput(overrides: Partial<MemberInput> = {}): MemberInput {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada-${uuidv7()}@example.test`,
    password: GOOD_PASSWORD,
    ...overrides,
  };
}

/** A client without a cookie jar: every cookie a test sends is one it chose. */
export const http = (app: Pick<TestApp, 'url'>) => supertest(app.url);

export interface SignedUp extends AuthResponse {
  input: MemberInput;
  /** `squadup_refresh=<token>`, ready for a Cookie header. */
  cookie: string;
}

export async function signUp(
  app: Pick<TestApp, 'url'>,
  overrides: Partial<MemberInput> = {},
): Promise<SignedUp> {
  const input = memberInput(overrides);
  const res = await http(app).post('/v1/auth/signup').send(input);
  if (res.status !== 201) throw new Error(`signup answered ${res.status}: ${res.text}`);
  const body = res.body as AuthResponse;
  return { ...body, input, cookie: refreshCookie(res.headers)! };
}

function setCookies(headers: Record<string, unknown>): string[] {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];
}

/** The Set-Cookie line for `name`, or undefined. */
export function setCookieLine(
  headers: Record<string, unknown>,
  name: string = REFRESH_COOKIE_NAME,
): string | undefined {
  return setCookies(headers).find((line) => line.startsWith(`${name}=`));
}

/** `name=value` of a Set-Cookie that sets a value (not a clearing one), for a Cookie header. */
export function refreshCookie(
  headers: Record<string, unknown>,
  name: string = REFRESH_COOKIE_NAME,
): string | undefined {
  const line = setCookieLine(headers, name);
  const pair = line?.split(';')[0];
  return pair && pair !== `${name}=` ? pair : undefined;
}

/** The raw token inside a `squadup_refresh=<token>` pair. */
export const tokenOf = (cookie: string): string => decodeURIComponent(cookie.split('=')[1]!);

/** Attributes of a Set-Cookie line, lower-cased names: `{ path: '/v1/auth', httponly: true, ... }`. */
export function cookieAttributes(line: string): Record<string, string | true> {
  const attributes: Record<string, string | true> = {};
  for (const part of line.split(';').slice(1)) {
    const [key, ...rest] = part.trim().split('=');
    attributes[key!.toLowerCase()] = rest.length ? rest.join('=') : true;
  }
  return attributes;
}

/** POST /v1/auth/refresh-token as the web app sends it (JSON, cookie only). */
export const refresh = (app: Pick<TestApp, 'url'>, cookie?: string) => {
  const req = http(app).post('/v1/auth/refresh-token').set('Content-Type', 'application/json');
  if (cookie) void req.set('Cookie', cookie);
  return req.send('{}');
};
