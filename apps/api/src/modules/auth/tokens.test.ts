import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { deriveKey } from '../../lib/derive-key.js';
import {
  bearerTokenOf,
  hashToken,
  newOpaqueToken,
  signAccessToken,
  verifyAccessToken,
} from './tokens.js';

const config = { jwtSecret: 's'.repeat(40), accessTokenTtlSeconds: 900 };
const userId = '01890a5d-ac96-774b-bcce-b302099a8057';
const sessionId = '01890a5d-ac96-774b-bcce-b302099a8058';
const claims = { userId, sessionVersion: 3, sessionId };
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token like ours, with `overrides` in the payload and `options` for jsonwebtoken. */
function forge(overrides: object = {}, options: jwt.SignOptions = {}, secret = config.jwtSecret) {
  return jwt.sign(
    {
      sub: userId,
      sv: 3,
      sid: sessionId,
      iss: 'squadup',
      aud: 'squadup-web',
      exp: now() + 600,
      ...overrides,
    },
    secret,
    {
      algorithm: 'HS256',
      ...options,
    },
  );
}

describe('access tokens', () => {
  it('are HS256 JWTs naming the member, session version, session, issuer, audience and a 15-minute expiry', () => {
    const token = signAccessToken(config, claims);
    const { header, payload } = jwt.decode(token, { complete: true }) as jwt.Jwt & {
      payload: jwt.JwtPayload;
    };
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({
      sub: userId,
      sv: 3,
      sid: sessionId,
      iss: 'squadup',
      aud: 'squadup-web',
    });
    expect(payload.exp! - payload.iat!).toBe(900);
    expect(verifyAccessToken(config, token)).toEqual(claims);
    expect(verifyAccessToken(config, forge())).toEqual(claims);
  });

  it('follow ACCESS_TOKEN_TTL_SECONDS', () => {
    const payload = jwt.decode(
      signAccessToken({ ...config, accessTokenTtlSeconds: 70 }, claims),
    ) as jwt.JwtPayload;
    expect(payload.exp! - payload.iat!).toBe(70);
  });

  it.each([
    ['signed with another secret', () => forge({}, {}, 'another-secret-another-secret-another')],
    [
      'alg none',
      () =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: userId, iss: 'squadup', aud: 'squadup-web', exp: now() + 600 })}.`,
    ],
    ['another HMAC algorithm (HS512) with our secret', () => forge({}, { algorithm: 'HS512' })],
    ['for another audience', () => forge({ aud: 'squadup-admin' })],
    ['from another issuer', () => forge({ iss: 'someone-else' })],
    ['expired beyond the clock tolerance', () => forge({ exp: now() - 10 })],
    [
      'without a subject',
      () => jwt.sign({ iss: 'squadup', aud: 'squadup-web', exp: now() + 600 }, config.jwtSecret),
    ],
    [
      'without an expiry',
      () => jwt.sign({ sub: userId, iss: 'squadup', aud: 'squadup-web' }, config.jwtSecret),
    ],
    ['not yet valid', () => forge({ nbf: now() + 120 })],
    [
      'without a session version (signed before sessions could end)',
      () => forge({ sv: undefined }),
    ],
    ['with a session version that is not a whole number', () => forge({ sv: '3' })],
    ['without a session', () => forge({ sid: undefined })],
    ['naming a session that is not an id', () => forge({ sid: "x' or 1=1" })],
    ['malformed', () => 'not.a.jwt'],
  ])('are refused when %s', (_label, make) => {
    expect(verifyAccessToken(config, make())).toBeNull();
  });

  it('tolerate a few seconds of clock skew on exp', () => {
    expect(verifyAccessToken(config, forge({ exp: now() - 2 }))).toEqual(claims);
  });
});

describe('opaque tokens and keys', () => {
  it('are 256 random bits in base64url, stored as a SHA-256 hex digest', () => {
    const a = newOpaqueToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(newOpaqueToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).not.toContain(a);
  });

  it('derives a separate key per purpose from JWT_SECRET', () => {
    const state = deriveKey(config.jwtSecret, 'oauth-state-cookie');
    expect(state).not.toBe(config.jwtSecret);
    expect(state).not.toBe(deriveKey(config.jwtSecret, 'something-else'));
    expect(state).toBe(deriveKey(config.jwtSecret, 'oauth-state-cookie'));
    expect(deriveKey('another-secret', 'oauth-state-cookie')).not.toBe(state);
  });

  it('reads the bearer header: absent, malformed or a token', () => {
    expect(bearerTokenOf(undefined)).toBeUndefined();
    expect(bearerTokenOf('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerTokenOf('bearer abc')).toBe('abc');
    for (const bad of ['', 'Bearer', 'Bearer ', 'Basic abc', 'Bearer a b', 'Bearer <x>'])
      expect(bearerTokenOf(bad), bad).toBeNull();
  });
});
