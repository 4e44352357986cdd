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
    // No refresh attempt at start-up: the spec clears auth on any failure.
    expect(calls.map((c) => c.url)).toEqual(['/v1/auth/me', '/v1/auth/logout']);
  });

  it('initialize clears a token inside the 60-second margin without asking the server who it is', async () => {
    const { calls } = mockFetch(() => json(200, {}));
    useAuthStore.getState().setAuth(makeToken(30), testUser);
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isInitialized: true });
    expect(calls.map((c) => c.url)).toEqual(['/v1/auth/logout']);
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
