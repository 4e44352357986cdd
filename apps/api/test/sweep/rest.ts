// REST cases of the sweep: every auth route of the shared contract (AUTH_ROUTES) with bad bodies,
// bad path segments and bad query strings, and the local upload store's file paths.
import {
  AUTH_ROUTES,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from '@squadup/shared';
import { request } from 'node:http';
import { TEXT_VALUES, UNKNOWN_ID, type BadValue } from './catalogue.js';

export interface RestCase {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** A JSON body (sent as is when it is a string). */
  body?: unknown;
  label: string;
}

/** Every body field the auth routes read, from their shared schemas. */
const BODY_FIELDS = [
  ...new Set(
    [signupSchema, loginSchema, forgotPasswordSchema, resetPasswordSchema].flatMap((schema) =>
      Object.keys(schema.shape),
    ),
  ),
];

const VALID_BODY = {
  first_name: 'Sweep',
  last_name: 'Member',
  email: 'sweep-rest@example.test',
  password: 'purple-otter-quietly-42',
};

const WHOLE_BODIES: BadValue[] = [
  { label: 'empty object', value: {} },
  { label: 'array', value: [VALID_BODY] },
  { label: 'JSON string', value: '"text"' },
  { label: 'JSON number', value: '1e999' },
  { label: 'JSON null', value: 'null' },
  { label: 'malformed JSON', value: '{"email": ' },
  { label: 'deep nesting', value: '['.repeat(5_000) + ']'.repeat(5_000) },
  { label: 'prototype keys', value: '{"__proto__": {"admin": true}, "constructor": {"x": 1}}' },
];

/** Path segments that are bad in every way a router or a decoder can see. */
export const BAD_SEGMENTS = [
  '%E0%A4%A',
  '%ZZ',
  '%',
  '%00',
  '%ED%A0%80', // an encoded lone surrogate: decodeURIComponent throws
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'a'.repeat(5_000),
  UNKNOWN_ID.toUpperCase(),
  '%F0%9F%9A%80',
  '<script>',
];

/** Routes that take `/{id}/{token}` after them. */
const WITH_ID_AND_TOKEN = [AUTH_ROUTES.resetPassword, AUTH_ROUTES.verifyEmail];

export function restCases(memberId: string): RestCase[] {
  const cases: RestCase[] = [];
  const routes = Object.values(AUTH_ROUTES).map((route) =>
    WITH_ID_AND_TOKEN.includes(route as never) ? `${route}/${memberId}/token` : route,
  );
  for (const path of routes) {
    cases.push({ method: 'GET', path, label: 'GET' });
    cases.push({
      method: 'GET',
      path: `${path}?q=%ZZ&x[y][z]=1&a=${'%E0%A4%A'}`,
      label: 'bad query',
    });
    for (const body of WHOLE_BODIES)
      cases.push({ method: 'POST', path, body: body.value, label: body.label });
    for (const field of BODY_FIELDS) {
      for (const value of TEXT_VALUES) {
        cases.push({
          method: 'POST',
          path,
          body: { ...VALID_BODY, [field]: value.value },
          label: `${field} = ${value.label}`,
        });
      }
    }
  }
  for (const route of WITH_ID_AND_TOKEN) {
    for (const segment of BAD_SEGMENTS) {
      cases.push({
        method: 'POST',
        path: `${route}/${segment}/t`,
        body: VALID_BODY,
        label: `id ${segment}`,
      });
      cases.push({
        method: 'POST',
        path: `${route}/${memberId.toUpperCase()}/${segment}`,
        body: VALID_BODY,
        label: `token ${segment}`,
      });
    }
  }
  for (const provider of [AUTH_ROUTES.google, AUTH_ROUTES.github]) {
    for (const segment of BAD_SEGMENTS) {
      cases.push({
        method: 'GET',
        path: `${provider}/callback?state=${segment}&code=${segment}`,
        label: `callback ${segment}`,
      });
    }
  }
  const key = `profile-picture/${memberId}/${UNKNOWN_ID}.png`;
  for (const segment of BAD_SEGMENTS) {
    cases.push({ method: 'GET', path: `/uploads/${segment}`, label: `upload file ${segment}` });
    cases.push({
      method: 'GET',
      path: `/uploads/profile-picture/${segment}/x.png`,
      label: `upload folder ${segment}`,
    });
    cases.push({
      method: 'PUT',
      path: `/v1/uploads/${segment}?expires=1&sig=x`,
      label: `upload PUT ${segment}`,
    });
    cases.push({
      method: 'PUT',
      path: `/v1/uploads/${key}?expires=${segment}&sig=${segment}`,
      label: `upload grant ${segment}`,
    });
    cases.push({ method: 'GET', path: `/v1/${segment}`, label: `unknown route ${segment}` });
  }
  return cases;
}

/**
 * Sends one case byte for byte (node:http, so no client re-encodes the path) and answers the
 * status and the parsed body (null when it is not JSON).
 */
export function sendRaw(
  baseUrl: string,
  c: RestCase,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const { hostname, port } = new URL(baseUrl);
  const payload =
    c.body === undefined ? undefined : typeof c.body === 'string' ? c.body : JSON.stringify(c.body);
  const headers: Record<string, string> = { Origin: baseUrl };
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: c.path, method: c.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = null;
        try {
          body = JSON.parse(text);
        } catch {
          body = null;
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}
