import { describe, expect, it } from 'vitest';
import { decideOAuthSignIn, providerPhoto } from './auth.policy.js';

const base = {
  identityUserId: null,
  email: 'ada@example.test',
  emailVerified: true,
  accountWithEmail: null,
};

describe('decideOAuthSignIn', () => {
  it('signs a known identity into its member, whatever the e-mail says now', () => {
    for (const emailVerified of [true, false])
      expect(
        decideOAuthSignIn({
          ...base,
          identityUserId: 'u1',
          emailVerified,
          email: null,
          accountWithEmail: { id: 'u2', emailVerified: false },
        }),
      ).toEqual({ kind: 'sign_in', userId: 'u1' });
  });

  it('links a verified e-mail that matches an account whose address is verified too', () => {
    expect(
      decideOAuthSignIn({ ...base, accountWithEmail: { id: 'u2', emailVerified: true } }),
    ).toEqual({ kind: 'link', userId: 'u2' });
  });

  it('refuses to link an account whose address was never verified (someone may have signed up with it)', () => {
    expect(
      decideOAuthSignIn({ ...base, accountWithEmail: { id: 'u2', emailVerified: false } }),
    ).toEqual({ kind: 'refuse', reason: 'account_unverified' });
  });

  it('creates a member for a verified e-mail that matches no account', () => {
    expect(decideOAuthSignIn(base)).toEqual({ kind: 'create' });
  });

  it('refuses an unverified e-mail: no link to the matching account, and no new account', () => {
    expect(
      decideOAuthSignIn({
        ...base,
        emailVerified: false,
        accountWithEmail: { id: 'u2', emailVerified: true },
      }),
    ).toEqual({ kind: 'refuse', reason: 'unverified_email' });
    expect(decideOAuthSignIn({ ...base, emailVerified: false })).toEqual({
      kind: 'refuse',
      reason: 'unverified_email',
    });
  });

  it('refuses a new identity without an e-mail', () => {
    expect(decideOAuthSignIn({ ...base, email: null })).toEqual({
      kind: 'refuse',
      reason: 'no_email',
    });
  });
});

describe('providerPhoto', () => {
  it('keeps https pictures on the provider’s own picture host only', () => {
    expect(providerPhoto('google', 'https://lh3.googleusercontent.com/a/abc=s96-c')).toBe(
      'https://lh3.googleusercontent.com/a/abc=s96-c',
    );
    expect(providerPhoto('github', 'https://avatars.githubusercontent.com/u/1?v=4')).toBe(
      'https://avatars.githubusercontent.com/u/1?v=4',
    );
    for (const [provider, url] of [
      ['google', 'http://lh3.googleusercontent.com/a/abc'],
      ['google', 'https://googleusercontent.com.evil.example/a'],
      ['google', 'https://avatars.githubusercontent.com/u/1'],
      ['github', 'https://tracker.example/pixel.gif'],
      ['github', 'javascript:alert(1)'],
      ['github', 'not a url'],
    ] as const)
      expect(providerPhoto(provider, url), url).toBeNull();
    expect(providerPhoto('google', null)).toBeNull();
  });
});
