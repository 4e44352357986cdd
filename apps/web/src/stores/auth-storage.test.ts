import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, testUser } from '@/test/auth';
import { deferred, json, mockFetch } from '@/test/fetch';
import { selectIsSignedIn, useAuthStore } from './auth-storage';

// fetch is mocked (src/test/fetch.ts): these tests check what the store sends and how it reacts.

function stored(): unknown {
  const raw = localStorage.getItem('auth-storage');
  return raw ? JSON.parse(raw) : null;
}

describe('auth store', () => {
  beforeEach(() => {
    useAuthStore.setState({ token: null, user: null, isInitialized: false });
    localStorage.clear();
  });

  it('setAuth keeps token and user and persists them (not the initialised flag) under auth-storage', () => {
    const token = makeToken(3600);
    useAuthStore.getState().setAuth(token, testUser);
    expect(useAuthStore.getState()).toMatchObject({ token, user: testUser });
    expect(selectIsSignedIn(useAuthStore.getState())).toBe(true);
    expect(stored()).toMatchObject({ state: { token, user: testUser } });
    expect((stored() as { state: object }).state).not.toHaveProperty('isInitialized');
  });

  it('clearAuth signs out, clears the persisted entry and sends the logout request with credentials', () => {
    const { calls } = mockFetch(() => json(200, { message: 'You have been logged out.' }));
    const token = makeToken(3600);
    useAuthStore.getState().setAuth(token, testUser);
    useAuthStore.getState().clearAuth();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
    expect(selectIsSignedIn(useAuthStore.getState())).toBe(false);
    expect(stored()).toMatchObject({ state: { token: null, user: null } });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/v1/auth/logout',
      method: 'POST',
      credentials: 'include',
    });
  });

  it('clearAuth with nothing to clear sends no logout request', () => {
    const { calls } = mockFetch(() => json(200, {}));
    useAuthStore.getState().clearAuth();
    expect(calls).toHaveLength(0);
  });

  it('a failed logout request is only logged', async () => {
    mockFetch(() => json(500, { message: 'Something went wrong.' }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useAuthStore.getState().setAuth(makeToken(3600), testUser);
    useAuthStore.getState().clearAuth();
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledTimes(1));
    expect(consoleError.mock.calls[0]![0]).toBe('Logout request failed.');
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('initialize with a valid token fetches the current member with the bearer and keeps the session', async () => {
    const token = makeToken(3600);
    const fresher = { ...testUser, first_name: 'Maya-Luz', photo: 'https://cdn.example/m.jpg' };
    const { calls } = mockFetch(() => json(200, fresher));
    useAuthStore.getState().setAuth(token, testUser);
    await useAuthStore.getState().initialize();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /v1/auth/me']);
    expect(calls[0]!.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(useAuthStore.getState()).toMatchObject({ token, user: fresher, isInitialized: true });
  });

  it('initialize clears auth (and logs out) when fetching the current member fails', async () => {
    const { calls } = mockFetch((call) =>
      call.url === '/v1/auth/me' ? json(401, { message: 'You must be signed in.' }) : json(200, {}),
    );
    useAuthStore.getState().setAuth(makeToken(3600), testUser);
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isInitialized: true });
    // The refused token is renewed once; the session ends because the refresh is refused too.
    expect(calls.map((c) => c.url)).toEqual([
      '/v1/auth/me',
      '/v1/auth/refresh-token',
      '/v1/auth/logout',
    ]);
  });

  it('initialize keeps the session when the server refuses an unexpired token but the refresh works (a slow clock)', async () => {
    const renewed = makeToken(900);
    let meCalls = 0;
    const { calls } = mockFetch((call) => {
      if (call.url === '/v1/auth/refresh-token') return json(200, { accessToken: renewed });
      if (call.url === '/v1/auth/me')
        return (meCalls += 1) === 1
          ? json(401, { message: 'Your session has expired. Please log in again.' })
          : json(200, testUser);
      return json(500, {});
    });
    useAuthStore.getState().setAuth(makeToken(3600), testUser);
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ token: renewed, user: testUser });
    expect(calls.map((c) => c.url)).toEqual([
      '/v1/auth/me',
      '/v1/auth/refresh-token',
      '/v1/auth/me',
    ]);
  });

  it.each([
    ['the member check answers 503', '/v1/auth/me', 3600],
    ['the refresh answers 502 (a deploy)', '/v1/auth/refresh-token', -600],
  ])('initialize keeps the stored session when %s', async (_label, failing, seconds) => {
    const stored = makeToken(seconds);
    const { calls } = mockFetch((call) =>
      call.url === failing ? json(call.url === '/v1/auth/me' ? 503 : 502, {}) : json(500, {}),
    );
    useAuthStore.getState().setAuth(stored, testUser);
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ token: stored, user: testUser });
    expect(calls.map((c) => c.url)).not.toContain('/v1/auth/logout');
  });

  // Finding 7: the 30-day refresh cookie outlives the 15-minute access token, so an expired (or
  // nearly expired) stored token is renewed once before the session is given up.
  it.each([
    ['inside the 60-second margin', 30],
    ['already expired', -600],
  ])(
    'initialize renews a token %s with one refresh and keeps the session',
    async (_label, seconds) => {
      const stale = makeToken(seconds);
      const renewed = makeToken(900);
      const fresher = { ...testUser, first_name: 'Maya-Luz' };
      const { calls } = mockFetch((call) => {
        if (call.url === '/v1/auth/refresh-token') return json(200, { accessToken: renewed });
        if (call.url === '/v1/auth/me') return json(200, fresher);
        return json(500, {});
      });
      useAuthStore.getState().setAuth(stale, testUser);
      await useAuthStore.getState().initialize();
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
        'POST /v1/auth/refresh-token',
        'GET /v1/auth/me',
      ]);
      expect(calls[0]!.credentials).toBe('include');
      expect(calls[0]!.headers.get('Authorization')).toBeNull();
      expect(calls[1]!.headers.get('Authorization')).toBe(`Bearer ${renewed}`);
      expect(useAuthStore.getState()).toMatchObject({
        token: renewed,
        user: fresher,
        isInitialized: true,
      });
    },
  );

  it('initialize keeps a renewed token even when its lifetime is inside the margin', async () => {
    const renewed = makeToken(3);
    mockFetch((call) =>
      call.url === '/v1/auth/refresh-token'
        ? json(200, { accessToken: renewed })
        : json(200, testUser),
    );
    useAuthStore.getState().setAuth(makeToken(-60), testUser);
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ token: renewed, user: testUser });
  });

  it('initialize clears auth (and logs out) when the start-up refresh is refused', async () => {
    const { calls } = mockFetch((call) =>
      call.url === '/v1/auth/refresh-token'
        ? json(401, { message: 'Invalid or expired refresh token.' })
        : json(200, {}),
    );
    useAuthStore.getState().setAuth(makeToken(30), testUser);
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isInitialized: true });
    expect(calls.map((c) => c.url)).toEqual(['/v1/auth/refresh-token', '/v1/auth/logout']);
  });

  it('initialize keeps the stored session when the start-up refresh cannot reach the server', async () => {
    const { calls } = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stale = makeToken(-60);
    useAuthStore.getState().setAuth(stale, testUser);
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({
      token: stale,
      user: testUser,
      isInitialized: true,
    });
    expect(calls.map((c) => c.url)).toEqual(['/v1/auth/refresh-token']);
  });

  it('initialize sends no refresh for a visitor who never signed in', async () => {
    const { calls } = mockFetch(() => json(200, {}));
    useAuthStore.setState({ token: makeToken(-60), user: null });
    await useAuthStore.getState().initialize();
    expect(calls.map((c) => c.url)).toEqual(['/v1/auth/logout']);
    expect(useAuthStore.getState()).toMatchObject({ token: null, isInitialized: true });
  });

  it('initialize with no token just marks the store initialised', async () => {
    const { calls } = mockFetch(() => json(200, {}));
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ token: null, isInitialized: true });
    expect(calls).toHaveLength(0);
  });

  it('keeps the guard waiting until the current member has been fetched', async () => {
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    useAuthStore.getState().setAuth(makeToken(3600), testUser);
    const done = useAuthStore.getState().initialize();
    expect(useAuthStore.getState().isInitialized).toBe(false);
    answer.resolve(json(200, testUser));
    await done;
    expect(useAuthStore.getState().isInitialized).toBe(true);
  });

  it('a sign-in that completes while initialising wins over the older session', async () => {
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    useAuthStore.getState().setAuth(makeToken(3600), testUser);
    const done = useAuthStore.getState().initialize();
    const newcomer = { ...testUser, _id: 'user-2', email: 'sam@example.com' };
    const newToken = makeToken(900);
    useAuthStore.getState().setAuth(newToken, newcomer);
    answer.resolve(json(401, { message: 'You must be signed in.' }));
    await done;
    expect(useAuthStore.getState()).toMatchObject({ token: newToken, user: newcomer });
  });

  it('rehydrates a session saved by an earlier visit', async () => {
    const token = makeToken(3600);
    localStorage.setItem(
      'auth-storage',
      JSON.stringify({ state: { token, user: testUser }, version: 0 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ token, user: testUser, isInitialized: false });
  });
});
