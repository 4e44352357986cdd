import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenValid } from './jwt';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

function tokenWith(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const expiringIn = (seconds: number) =>
  tokenWith({ sub: 'user-1', exp: Math.floor(NOW / 1000) + seconds });

describe('isTokenValid', () => {
  it('accepts a token expiring more than 60 s from now (+61 s)', () => {
    expect(isTokenValid(expiringIn(61), NOW)).toBe(true);
  });

  it('rejects a token expiring exactly 60 s from now', () => {
    expect(isTokenValid(expiringIn(60), NOW)).toBe(false);
  });

  it('rejects a token expiring within the margin (+59 s)', () => {
    expect(isTokenValid(expiringIn(59), NOW)).toBe(false);
  });

  it('rejects a token that expired 59 s ago', () => {
    expect(isTokenValid(expiringIn(-59), NOW)).toBe(false);
  });

  it('rejects a token that expired 61 s ago', () => {
    expect(isTokenValid(expiringIn(-61), NOW)).toBe(false);
  });

  it('rejects missing, malformed and exp-less tokens', () => {
    expect(isTokenValid(null, NOW)).toBe(false);
    expect(isTokenValid('', NOW)).toBe(false);
    expect(isTokenValid('not-a-jwt', NOW)).toBe(false);
    expect(isTokenValid('a.%%%.c', NOW)).toBe(false);
    expect(isTokenValid(tokenWith({ sub: 'user-1' }), NOW)).toBe(false);
    expect(isTokenValid(tokenWith({ exp: 'tomorrow' }), NOW)).toBe(false);
  });

  it('uses the current time by default', () => {
    const inAnHour = tokenWith({ exp: Math.floor(Date.now() / 1000) + 3600 });
    expect(isTokenValid(inAnHour)).toBe(true);
  });
});

describe('decodeJwtPayload', () => {
  it('decodes base64url payloads, including non-ASCII claims', () => {
    expect(decodeJwtPayload(tokenWith({ name: 'Zoë ✓', exp: 1 }))).toEqual({
      name: 'Zoë ✓',
      exp: 1,
    });
  });

  it('returns null for a payload that is not an object', () => {
    expect(decodeJwtPayload(`x.${Buffer.from('42').toString('base64url')}.y`)).toBeNull();
  });
});
