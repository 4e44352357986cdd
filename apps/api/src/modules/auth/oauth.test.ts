import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEXT_LIMITS, type AuthUser } from '@squadup/shared';
import { eq, sql } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import {
  cookieAttributes,
  FAST_AUTH_ENV,
  refresh,
  refreshCookie,
  setCookieLine,
  signUp,
} from '../../../test/auth.js';
import { oauthAccounts, oauthStateUses, users } from '../../db/schema/index.js';
import { createLogger } from '../../lib/logger.js';
import { sweepUsedOAuthStates } from './index.js';
import { verifyAccessToken } from './tokens.js';

// Google and GitHub are played by oauth2-mock-server on loopback: a real OAuth 2 server (the
// authorization redirect, the code-for-token exchange with PKCE, and a user-info endpoint whose
// answer each test sets through the mock's beforeUserinfo hook). The one thing it cannot serve is
// GitHub's second endpoint, GET /user/emails; a small HTTP server below stands in for it.

const WEB_URL = 'http://squadup.test';

interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

describe('social sign-in (oauth2-mock-server as Google and GitHub)', () => {
  let app: TestApp;
  let google: OAuth2Server;
  let github: OAuth2Server;
  let emailsServer: Server;
  let githubEmails: GitHubEmail[] = [];
  let emailsAuthorization: string | undefined;
  const logLines: string[] = [];
  const errorLogs = () =>
    logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((l) => l.level >= 50);

  beforeAll(async () => {
    google = new OAuth2Server();
    github = new OAuth2Server(undefined, undefined, { endpoints: { userinfo: '/user' } });
    for (const server of [google, github]) {
      await server.issuer.keys.generate('RS256');
      await server.start(0, '127.0.0.1');
    }
    emailsServer = createServer((req, res) => {
      emailsAuthorization = req.headers.authorization;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(req.url === '/user/emails' ? githubEmails : []));
    });
    await new Promise<void>((resolve) => emailsServer.listen(0, '127.0.0.1', resolve));
    const emailsPort = (emailsServer.address() as AddressInfo).port;
    const g = google.issuer.url!;
    const gh = github.issuer.url!;
    app = await startTestApp({
      env: {
        ...FAST_AUTH_ENV,
        WEB_URL,
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        OAUTH_GOOGLE_AUTH_URL: `${g}/authorize`,
        OAUTH_GOOGLE_TOKEN_URL: `${g}/token`,
        OAUTH_GOOGLE_USERINFO_URL: `${g}/userinfo`,
        GITHUB_CLIENT_ID: 'github-client',
        GITHUB_CLIENT_SECRET: 'github-secret',
        OAUTH_GITHUB_AUTH_URL: `${gh}/authorize`,
        OAUTH_GITHUB_TOKEN_URL: `${gh}/token`,
        OAUTH_GITHUB_USERINFO_URL: `${gh}/user`,
        OAUTH_GITHUB_EMAILS_URL: `http://127.0.0.1:${emailsPort}/user/emails`,
      },
      logger: createLogger(
        { env: 'test', logLevel: 'info' },
        { write: (line: string) => logLines.push(line) },
      ),
    });
  });
  afterAll(async () => {
    await app.stop();
    await google.stop();
    await github.stop();
    await new Promise((resolve) => emailsServer.close(resolve));
  });

  const markVerified = (userId: string) =>
    app.db.update(users).set({ email_verified_at: new Date() }).where(eq(users.id, userId));

  const googleUser = (profile: Record<string, unknown>) =>
    google.service.once('beforeUserinfo', (userInfo) => {
      userInfo.body = profile;
    });
  const githubUser = (profile: Record<string, unknown>, emails: GitHubEmail[]) => {
    githubEmails = emails;
    github.service.once('beforeUserinfo', (userInfo) => {
      userInfo.body = profile;
    });
  };

  /** The browser's trip: our start URL, the provider's authorize redirect, our callback. */
  async function signInWith(provider: 'google' | 'github', client = supertest.agent(app.url)) {
    const start = await client.get(`/v1/auth/${provider}`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.location as string);
    const atProvider = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    const callback = await client.get(`${back.pathname}${back.search}`);
    expect(callback.status).toBe(302);
    const landing = new URL(callback.headers.location as string);
    return { client, start, authorize, back, callback, landing };
  }

  const successOf = (landing: URL) => {
    expect(`${landing.origin}${landing.pathname}`).toBe(`${WEB_URL}/oauth-callback`);
    expect(landing.searchParams.get('success')).toBe('true');
    const accessToken = landing.searchParams.get('accessToken')!;
    const user = JSON.parse(landing.searchParams.get('user')!) as AuthUser;
    return { accessToken, user };
  };
  const errorOf = (landing: URL) => {
    expect(`${landing.origin}${landing.pathname}`).toBe(`${WEB_URL}/oauth-callback`);
    expect(landing.searchParams.get('accessToken')).toBeNull();
    return landing.searchParams.get('error');
  };

  it('GET /v1/auth/providers lists both configured providers', async () => {
    const res = await supertest(app.url).get('/v1/auth/providers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ google: true, github: true });
  });

  it('sends the browser to the provider with state and PKCE, remembering both in a signed HttpOnly cookie', async () => {
    const res = await supertest(app.url).get('/v1/auth/google');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${google.issuer.url}/authorize`);
    expect(location.searchParams.get('client_id')).toBe('google-client');
    expect(location.searchParams.get('redirect_uri')).toBe(`${WEB_URL}/v1/auth/google/callback`);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{22}$/);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    const line = setCookieLine(res.headers, 'squadup_oauth_google')!;
    const attributes = cookieAttributes(line);
    expect(attributes).toMatchObject({
      httponly: true,
      samesite: 'Lax',
      path: '/v1/auth',
      'max-age': '600',
    });
    // Signed (cookie-parser's s:<value>.<hmac>), and the state is not readable as the verifier.
    expect(decodeURIComponent(line.split(';')[0]!)).toMatch(
      /^squadup_oauth_google=s:\{.*\}\.[\w+/]+$/,
    );
  });

  it('creates a member on a first Google sign-in and lands on /oauth-callback with the token and member', async () => {
    googleUser({
      sub: 'google-1001',
      email: 'Grace.Hopper@Example.test',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
      picture: 'https://lh3.googleusercontent.com/a/grace=s96-c',
    });
    const { callback, landing, authorize, back } = await signInWith('google');
    expect(back.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
    const { accessToken, user } = successOf(landing);
    expect(user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'grace.hopper@example.test',
      first_name: 'Grace',
      last_name: 'Hopper',
      photo: 'https://lh3.googleusercontent.com/a/grace=s96-c',
      email_verified: true, // Google vouched for the address
      is_operator: false,
    });
    expect(verifyAccessToken(app.config, accessToken)?.userId).toBe(user._id);
    // The raw query is encodeURIComponent(JSON) (spaces as %20, never +).
    expect(callback.headers.location).toContain(`user=${encodeURIComponent(JSON.stringify(user))}`);
    expect(callback.headers['cache-control']).toBe('no-store');
    const cookie = refreshCookie(callback.headers)!;
    expect((await refresh(app, cookie)).status).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, user._id));
    expect(row!.password_hash).toBeNull();
    expect(row!.email_verified_at).toBeInstanceOf(Date);
    const identities = await app.db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.user_id, user._id));
    expect(identities).toMatchObject([{ provider: 'google', provider_user_id: 'google-1001' }]);

    // The same identity signs into the same member next time, whatever e-mail it now reports.
    googleUser({
      sub: 'google-1001',
      email: 'grace@elsewhere.test',
      email_verified: true,
      given_name: 'G',
    });
    const again = successOf((await signInWith('google')).landing);
    expect(again.user._id).toBe(user._id);
  });

  it('signs a verified matching e-mail into an existing account whose address is verified (same _id) and links it', async () => {
    const member = await signUp(app, { email: 'linus@example.test' });
    await markVerified(member.user._id);
    githubUser(
      {
        id: 424242,
        login: 'linus',
        name: 'Linus Torvalds',
        avatar_url: 'https://avatars.example.test/l',
      },
      [
        { email: 'old@example.test', primary: false, verified: false },
        { email: 'Linus@Example.test', primary: true, verified: true },
      ],
    );
    const { user } = successOf((await signInWith('github')).landing);
    expect(user._id).toBe(member.user._id);
    expect(user.first_name).toBe('Ada'); // the account's own profile is kept
    expect(emailsAuthorization).toMatch(/^Bearer \S+/);
    const identities = await app.db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.user_id, member.user._id));
    expect(identities).toMatchObject([{ provider: 'github', provider_user_id: '424242' }]);
  });

  it('creates a GitHub member with names from the profile and the primary verified address', async () => {
    githubUser(
      {
        id: 777,
        login: 'mhamilton',
        name: 'Margaret  Heafield Hamilton',
        avatar_url: 'https://tracker.example/pixel.gif', // not GitHub's picture host: dropped
      },
      [{ email: 'margaret@example.test', primary: true, verified: true }],
    );
    const { user } = successOf((await signInWith('github')).landing);
    expect(user).toMatchObject({
      email: 'margaret@example.test',
      first_name: 'Margaret',
      last_name: 'Heafield Hamilton',
      photo: null,
    });
  });

  it('refuses a suspended member with error=account_suspended, and lets them in once it is lifted', async () => {
    const profile = {
      sub: 'google-suspended',
      email: 'suspended-social@example.test',
      email_verified: true,
      given_name: 'Sam',
      family_name: 'Paused',
    };
    googleUser(profile);
    const first = successOf((await signInWith('google')).landing);
    // An operator suspended them meanwhile (docs/decisions/0034).
    await app.db
      .update(users)
      .set({ suspended_at: new Date(), suspension_reason: 'Spam' })
      .where(eq(users.id, first.user._id));
    googleUser(profile);
    const refused = await signInWith('google');
    expect(errorOf(refused.landing)).toBe('account_suspended');
    expect(refreshCookie(refused.callback.headers)).toBeUndefined();

    await app.db
      .update(users)
      .set({ suspended_at: null, suspension_reason: null })
      .where(eq(users.id, first.user._id));
    googleUser(profile);
    expect(successOf((await signInWith('google')).landing).user._id).toBe(first.user._id);
  });

  it('does not hand an account made with someone else’s address to that person’s Google or GitHub sign-in', async () => {
    // The attacker signs up with the victim's address and a password of their own, and never
    // verifies it (they cannot: the link goes to the victim's inbox).
    const attacker = await signUp(app, { email: 'victim@example.test', first_name: 'Mallory' });
    const usersBefore = await app.db.select({ n: sql<number>`count(*)::int` }).from(users);

    // Later the victim signs in with Google, which vouches for the address.
    googleUser({
      sub: 'google-victim',
      email: 'Victim@Example.test',
      email_verified: true,
      given_name: 'Victoria',
      family_name: 'Owner',
      picture: 'https://lh3.googleusercontent.com/a/victim=s96-c',
    });
    const google = await signInWith('google');
    expect(errorOf(google.landing)).toBe('email_not_verified');
    expect(refreshCookie(google.callback.headers)).toBeUndefined();
    // GitHub with the same verified address: refused the same way.
    githubUser({ id: 5150, login: 'victoria', name: 'Victoria Owner' }, [
      { email: 'victim@example.test', primary: true, verified: true },
    ]);
    const github = await signInWith('github');
    expect(errorOf(github.landing)).toBe('email_not_verified');
    expect(refreshCookie(github.callback.headers)).toBeUndefined();

    // The attacker's account got nothing of the victim's: no linked identity, no name, no picture,
    // no second account; what the attacker's own session reads is unchanged.
    expect(
      await app.db.select().from(oauthAccounts).where(eq(oauthAccounts.user_id, attacker.user._id)),
    ).toEqual([]);
    const [row] = await app.db.select().from(users).where(eq(users.id, attacker.user._id));
    expect(row).toMatchObject({ first_name: 'Mallory', photo: null, email_verified_at: null });
    expect(await app.db.select({ n: sql<number>`count(*)::int` }).from(users)).toEqual(usersBefore);
    const me = await supertest(app.url)
      .get('/v1/auth/me')
      .set('Authorization', `Bearer ${attacker.accessToken}`);
    expect(me.body).toMatchObject({ first_name: 'Mallory', photo: null, email_verified: false });
  });

  it('does not link an unverified matching e-mail (nor create a second account with it)', async () => {
    const member = await signUp(app, { email: 'katherine@example.test' });
    await markVerified(member.user._id); // refused even when the account's address is proved
    const before = await app.db.select({ n: sql<number>`count(*)::int` }).from(users);
    googleUser({
      sub: 'google-evil',
      email: 'katherine@example.test',
      email_verified: false,
      given_name: 'K',
    });
    expect(errorOf((await signInWith('google')).landing)).toBe('oauth_failed');
    githubUser({ id: 999, login: 'kj', name: 'K J' }, [
      { email: 'katherine@example.test', primary: true, verified: false },
    ]);
    const gh = await signInWith('github');
    expect(errorOf(gh.landing)).toBe('oauth_failed');
    expect(refreshCookie(gh.callback.headers)).toBeUndefined();
    expect(
      await app.db.select().from(oauthAccounts).where(eq(oauthAccounts.user_id, member.user._id)),
    ).toEqual([]);
    const after = await app.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after).toEqual(before);
  });

  it('lands on oauth_failed when the member refuses at the provider (error=access_denied)', async () => {
    google.service.once('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'access_denied');
    });
    const { landing, callback } = await signInWith('google');
    expect(errorOf(landing)).toBe('oauth_failed');
    // The state cookie is cleared even though the state was never checked.
    expect(setCookieLine(callback.headers, 'squadup_oauth_google')).toMatch(
      /^squadup_oauth_google=;/,
    );
  });

  it('lands on oauth_failed with a tampered state, without the state cookie, or when a callback is replayed', async () => {
    // A profile that would sign in, so only the state check can stop these attempts.
    const profile = { sub: 'google-2002', email: 'replay@example.test', email_verified: true };
    google.service.on('beforeUserinfo', (userInfo) => {
      userInfo.body = profile;
    });
    try {
      const tampered = supertest.agent(app.url);
      const start = await tampered.get('/v1/auth/google');
      const authorize = new URL(start.headers.location as string);
      authorize.searchParams.set('state', 'forged-state-value-000');
      const back = new URL(
        (await fetch(authorize, { redirect: 'manual' })).headers.get('location')!,
      );
      const forged = await tampered.get(`${back.pathname}${back.search}`);
      expect(errorOf(new URL(forged.headers.location as string))).toBe('oauth_failed');
      expect(await app.db.select().from(users).where(eq(users.email, profile.email))).toEqual([]);

      const ok = await signInWith('google');
      successOf(ok.landing);
      const callbackPath = `${ok.back.pathname}${ok.back.search}`;
      const replayed = await ok.client.get(callbackPath); // same browser, state already used
      expect(errorOf(new URL(replayed.headers.location as string))).toBe('oauth_failed');
      const elsewhere = await supertest(app.url).get(callbackPath); // another browser: no cookie
      expect(errorOf(new URL(elsewhere.headers.location as string))).toBe('oauth_failed');
    } finally {
      google.service.removeAllListeners('beforeUserinfo');
    }
  });

  const storedNames = async (email: string) =>
    (
      await app.db
        .select({ first_name: users.first_name, last_name: users.last_name })
        .from(users)
        .where(eq(users.email, email))
    )[0];

  it('puts provider names through the single-line text rules: controls dropped, whitespace collapsed, capped', async () => {
    googleUser({
      sub: 'google-names-1',
      email: 'crlf@example.test',
      email_verified: true,
      given_name: 'Ada\r\nLove\u0007lace',
      family_name: '\u202EKing\u0085 \t Noel',
    });
    successOf((await signInWith('google')).landing);
    expect(await storedNames('crlf@example.test')).toEqual({
      first_name: 'Ada Lovelace',
      last_name: 'King Noel',
    });

    githubUser({ id: 8801, login: 'longname', name: `${'W'.repeat(150)} Smith` }, [
      { email: 'long@example.test', primary: true, verified: true },
    ]);
    successOf((await signInWith('github')).landing);
    expect(await storedNames('long@example.test')).toEqual({
      first_name: 'W'.repeat(TEXT_LIMITS.shortMax),
      last_name: 'Smith',
    });
  });

  it('signs in with a NUL in the name (dropped), without an error in the log', async () => {
    logLines.length = 0;
    googleUser({
      sub: 'google-nul',
      email: 'nul@example.test',
      email_verified: true,
      given_name: 'Nu\u0000ll',
      family_name: 'By\u0000te',
    });
    const { user } = successOf((await signInWith('google')).landing);
    expect(user).toMatchObject({ first_name: 'Null', last_name: 'Byte' });
    expect(await storedNames('nul@example.test')).toEqual({
      first_name: 'Null',
      last_name: 'Byte',
    });
    expect(errorLogs()).toEqual([]);
  });

  it('falls back to the address when nothing is left of the name', async () => {
    githubUser({ id: 8803, login: '\u202E', name: '\u0000\u0007\r\n' }, [
      { email: 'only.controls@example.test', primary: true, verified: true },
    ]);
    successOf((await signInWith('github')).landing);
    expect(await storedNames('only.controls@example.test')).toEqual({
      first_name: 'only.controls',
      last_name: '',
    });
  });

  it('refuses a state used twice, even with its cookie and a fresh code (single use), then sweeps expired uses', async () => {
    googleUser({ sub: 'google-replay', email: 'replayed@example.test', email_verified: true });
    const start = await supertest(app.url).get('/v1/auth/google');
    const stateCookie = setCookieLine(start.headers, 'squadup_oauth_google')!.split(';')[0]!;
    const authorize = new URL(start.headers.location as string);
    const callbackOf = async () => {
      const back = new URL(
        (await fetch(authorize, { redirect: 'manual' })).headers.get('location')!,
      );
      return supertest(app.url).get(`${back.pathname}${back.search}`).set('Cookie', stateCookie);
    };
    const { user } = successOf(new URL((await callbackOf()).headers.location as string));
    expect(user.email).toBe('replayed@example.test');

    // Someone who copied the cookie and the state (a shared computer, a proxy log) asks the
    // provider for a new code with them: the provider knows nothing of our state, we must.
    googleUser({ sub: 'google-replay', email: 'replayed@example.test', email_verified: true });
    const replay = await callbackOf();
    expect(errorOf(new URL(replay.headers.location as string))).toBe('oauth_failed');
    expect(refreshCookie(replay.headers)).toBeUndefined();
    google.service.removeAllListeners('beforeUserinfo');

    const state = authorize.searchParams.get('state')!;
    const nonces = async () => (await app.db.select().from(oauthStateUses)).map((u) => u.nonce);
    expect(await nonces()).toContain(state);
    // Kept until the state would have expired anyway, then swept.
    await sweepUsedOAuthStates(app.db, new Date());
    expect(await nonces()).toContain(state);
    await sweepUsedOAuthStates(app.db, new Date(Date.now() + 11 * 60_000));
    expect(await nonces()).toEqual([]);
  });

  it('lands on oauth_failed when the provider refuses the code or its user endpoint fails', async () => {
    google.service.once('beforeResponse', (tokenResponse) => {
      tokenResponse.statusCode = 400;
      tokenResponse.body = { error: 'invalid_grant' };
    });
    expect(errorOf((await signInWith('google')).landing)).toBe('oauth_failed');
    google.service.once('beforeUserinfo', (userInfo) => {
      userInfo.statusCode = 401;
      userInfo.body = { error: 'invalid_token' };
    });
    expect(errorOf((await signInWith('google')).landing)).toBe('oauth_failed');
    githubUser({ id: 31337, login: 'noemail', name: 'No Email' }, []);
    expect(errorOf((await signInWith('github')).landing)).toBe('oauth_failed');
  });

  it('lands on token_error when our side fails after the provider answered', async () => {
    googleUser({
      sub: 'google-3003',
      email: 'tokens@example.test',
      email_verified: true,
      given_name: 'T',
    });
    await app.db.execute(sql`alter table oauth_accounts rename to oauth_accounts_away`);
    try {
      expect(errorOf((await signInWith('google')).landing)).toBe('token_error');
    } finally {
      await app.db.execute(sql`alter table oauth_accounts_away rename to oauth_accounts`);
    }
  });
});
