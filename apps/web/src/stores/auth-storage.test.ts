import { beforeEach, describe, expect, it } from 'vitest';
import { makeToken, testUser } from '@/test/auth';
import { selectIsSignedIn, useAuthStore } from './auth-storage';

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

  it('clearAuth signs out and clears the persisted entry', () => {
    useAuthStore.getState().setAuth(makeToken(3600), testUser);
    useAuthStore.getState().clearAuth();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
    expect(selectIsSignedIn(useAuthStore.getState())).toBe(false);
    expect(stored()).toMatchObject({ state: { token: null, user: null } });
  });

  it('initialize keeps a valid token and marks the store initialised', async () => {
    const token = makeToken(3600);
    useAuthStore.getState().setAuth(token, testUser);
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ token, user: testUser, isInitialized: true });
  });

  it('initialize clears a token inside the 60-second margin', async () => {
    useAuthStore.getState().setAuth(makeToken(30), testUser);
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isInitialized: true });
  });

  it('initialize with no token just marks the store initialised', async () => {
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ token: null, isInitialized: true });
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
