import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-storage';
import { makeToken, signOut, testUser } from '@/test/auth';
import { json, mockFetch } from '@/test/fetch';
import { renderRoute } from '@/test/router';
import { OAuthCallbackPage } from './oauth-callback-page';

// The API is a mocked fetch here. The browser's address bar is jsdom's window.location; the router
// is a memory router started at the same address.

const TOKEN = makeToken(900);

function arriveAt(search: string) {
  const path = `/oauth-callback${search}`;
  window.history.replaceState(null, '', path);
  return renderRoute(<OAuthCallbackPage />, { path, pattern: '/oauth-callback' });
}

const whereTo = async (router: ReturnType<typeof arriveAt>) => {
  await waitFor(() => expect(router.state.location.pathname).not.toBe('/oauth-callback'));
  return `${router.state.location.pathname}${router.state.location.search}`;
};

const query = (values: Record<string, string>) => `?${new URLSearchParams(values).toString()}`;

describe('OAuthCallbackPage', () => {
  const consoleSpies: ReturnType<typeof vi.spyOn>[] = [];

  beforeEach(() => {
    signOut();
    consoleSpies.push(
      vi.spyOn(console, 'log').mockImplementation(() => undefined),
      vi.spyOn(console, 'error').mockImplementation(() => undefined),
      vi.spyOn(console, 'warn').mockImplementation(() => undefined),
    );
  });

  afterEach(() => {
    // Whatever happened, the token never reached the console.
    for (const spy of consoleSpies.splice(0)) {
      expect(JSON.stringify(spy.mock.calls)).not.toContain(TOKEN);
    }
  });

  it('signs in with the token and member, removes them from the address bar at once, and goes to /projects', async () => {
    const router = arriveAt(
      query({ success: 'true', accessToken: TOKEN, user: JSON.stringify(testUser) }),
    );
    // Synchronously after the first render: already gone from the address bar.
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/oauth-callback');
    expect(screen.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(TOKEN);

    expect(await whereTo(router)).toBe('/projects');
    expect(useAuthStore.getState()).toMatchObject({ token: TOKEN, user: testUser });
  });

  it('accepts a member whose JSON was percent-encoded twice', async () => {
    const router = arriveAt(
      query({
        success: 'true',
        accessToken: TOKEN,
        user: encodeURIComponent(JSON.stringify(testUser)),
      }),
    );
    expect(await whereTo(router)).toBe('/projects');
    expect(useAuthStore.getState().user).toEqual(testUser);
  });

  it.each([['oauth_failed'], ['token_error'], ['email_not_verified']])(
    '?error=%s goes to /login with the same error',
    async (error) => {
      const router = arriveAt(`?error=${error}`);
      expect(window.location.search).toBe('');
      expect(await whereTo(router)).toBe(`/login?error=${error}`);
      expect(useAuthStore.getState().token).toBeNull();
    },
  );

  it.each([['{not json'], ['"just a string"'], [JSON.stringify({ first_name: 'No id' })]])(
    'an unreadable member (%s) goes to /login?error=data_parse_failed',
    async (user) => {
      const router = arriveAt(query({ success: 'true', accessToken: TOKEN, user }));
      expect(window.location.search).toBe('');
      expect(await whereTo(router)).toBe('/login?error=data_parse_failed');
      expect(useAuthStore.getState().token).toBeNull();
    },
  );

  it('without values, initialises auth from the stored session and goes to /projects', async () => {
    const stored = makeToken(3600);
    useAuthStore.setState({ token: stored, user: testUser, isInitialized: false });
    const { calls } = mockFetch(() => json(200, testUser));
    const router = arriveAt('');
    expect(await whereTo(router)).toBe('/projects');
    expect(calls.map((c) => c.url)).toEqual(['/v1/auth/me']);
    expect(useAuthStore.getState().isInitialized).toBe(true);
  });

  it('without values and without a session, goes to /login?error=initialization_failed', async () => {
    const router = arriveAt('');
    expect(await whereTo(router)).toBe('/login?error=initialization_failed');
  });

  it('without values, a stored session the server refuses goes to /login?error=initialization_failed', async () => {
    useAuthStore.setState({ token: makeToken(3600), user: testUser, isInitialized: false });
    mockFetch((call) => json(call.url === '/v1/auth/me' ? 401 : 200, {}));
    const router = arriveAt('');
    expect(await whereTo(router)).toBe('/login?error=initialization_failed');
    expect(useAuthStore.getState().token).toBeNull();
  });
});
