import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-storage';
import { makeToken, testUser } from '@/test/auth';
import { deferred, json, mockFetch, type FetchCall } from '@/test/fetch';
import { errorMessage } from './error-message';
import { HTTP_ERROR_MESSAGES, HttpError, request, sendsBearer } from './http';
import { setSessionNavigator } from './session';
import { toast } from './toast';

// fetch is mocked here (src/test/fetch.ts): these tests pin what the layer sends and how it reacts to
// each answer. The Playwright journeys (e2e/auth.spec.ts) run the same code against the real API.

const OLD = makeToken(3600);
const NEW = makeToken(900, Date.now() + 1000);
const navigateTo = vi.fn<(to: string) => void>();

const bearerOf = (call: FetchCall) => call.headers.get('Authorization');

describe('REST layer (lib/http.ts + lib/session.ts)', () => {
  beforeEach(() => {
    useAuthStore.setState({ token: OLD, user: testUser, isInitialized: true });
    navigateTo.mockReset();
    setSessionNavigator(navigateTo);
    window.history.replaceState(null, '', '/saved-posts?tab=recent');
  });

  describe('the bearer token', () => {
    it('is sent to the API, with cookies, and the JSON answer is returned', async () => {
      const { calls } = mockFetch(() => json(200, { ok: 1 }));
      await expect(request('/v1/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
        ok: 1,
      });
      expect(bearerOf(calls[0]!)).toBe(`Bearer ${OLD}`);
      expect(calls[0]).toMatchObject({ method: 'POST', body: { a: 1 }, credentials: 'include' });
      expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    });

    it.each([
      '/v1/auth/login',
      '/v1/auth/signup',
      '/v1/auth/forgot-password',
      '/v1/auth/reset-password/user-1/reset-token',
      '/v1/auth/google',
      '/v1/auth/github',
      '/v1/auth/refresh-token',
    ])('is not sent to %s (spec point 7 exceptions, and the refresh call)', async (path) => {
      const { calls } = mockFetch(() => json(200, {}));
      await request(path, { method: 'POST', body: {} });
      expect(bearerOf(calls[0]!)).toBeNull();
      expect(calls[0]!.credentials).toBe('include');
    });

    it('is sent to the current-member call and GraphQL, never to another site', () => {
      expect(sendsBearer('/v1/auth/me')).toBe(true);
      expect(sendsBearer('/v1/auth/logout')).toBe(true);
      expect(sendsBearer('/graphql')).toBe(true);
      expect(sendsBearer('https://uploads.example.com/put?sig=1')).toBe(false);
      expect(sendsBearer('//uploads.example.com/put')).toBe(false);
      expect(sendsBearer('/v1/auth/login?next=1')).toBe(false);
    });

    it('is left out when nobody is signed in', async () => {
      useAuthStore.setState({ token: null, user: null });
      const { calls } = mockFetch(() => json(200, {}));
      await request('/v1/things');
      expect(bearerOf(calls[0]!)).toBeNull();
    });
  });

  describe('a 401 from a non-auth call', () => {
    it('refreshes once for two concurrent 401s and retries both with the new token', async () => {
      const refreshAnswer = deferred<Response>();
      const { calls, callsTo } = mockFetch((call) => {
        if (call.url === '/v1/auth/refresh-token') return refreshAnswer.promise;
        if (bearerOf(call) === `Bearer ${NEW}`) return json(200, { path: call.url });
        return json(401, { message: 'Your session has expired. Please log in again.' });
      });

      const first = request('/v1/first');
      const second = request('/v1/second');
      await vi.waitFor(() => expect(callsTo('/v1/auth/refresh-token')).toHaveLength(1));
      // Both 401s are in; the second is waiting on the same refresh.
      await vi.waitFor(() => expect(calls).toHaveLength(3));
      refreshAnswer.resolve(json(200, { accessToken: NEW }));

      await expect(first).resolves.toEqual({ path: '/v1/first' });
      await expect(second).resolves.toEqual({ path: '/v1/second' });
      expect(callsTo('/v1/auth/refresh-token')).toHaveLength(1);
      expect(callsTo('/v1/first').map(bearerOf)).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
      expect(callsTo('/v1/second').map(bearerOf)).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
      expect(useAuthStore.getState().token).toBe(NEW);
    });

    it('sends the refresh call with the cookie, as JSON with an empty body, and without a bearer', async () => {
      const { callsTo } = mockFetch((call) =>
        call.url === '/v1/auth/refresh-token'
          ? json(200, { accessToken: NEW })
          : json(bearerOf(call) === `Bearer ${NEW}` ? 200 : 401, {}),
      );
      await request('/v1/things');
      const [refresh] = callsTo('/v1/auth/refresh-token');
      expect(refresh).toMatchObject({ method: 'POST', credentials: 'include', body: {} });
      expect(refresh!.headers.get('Content-Type')).toBe('application/json');
      expect(bearerOf(refresh!)).toBeNull();
    });

    it('does not refresh again when another call has already renewed the token', async () => {
      const late = deferred<Response>();
      const { callsTo } = mockFetch((call) => {
        if (call.url === '/v1/auth/refresh-token') return json(200, { accessToken: NEW });
        if (call.url === '/v1/late' && bearerOf(call) === `Bearer ${OLD}`) return late.promise;
        return json(bearerOf(call) === `Bearer ${NEW}` ? 200 : 401, { path: call.url });
      });
      const lateCall = request('/v1/late');
      await request('/v1/early');
      late.resolve(json(401, {}));
      await expect(lateCall).resolves.toEqual({ path: '/v1/late' });
      expect(callsTo('/v1/auth/refresh-token')).toHaveLength(1);
    });

    it('retries only once: a second 401 is the caller’s error', async () => {
      const { callsTo } = mockFetch((call) =>
        call.url === '/v1/auth/refresh-token'
          ? json(200, { accessToken: NEW })
          : json(401, { message: 'Nope.' }),
      );
      await expect(request('/v1/things')).rejects.toMatchObject({ status: 401 });
      expect(callsTo('/v1/things')).toHaveLength(2);
      expect(callsTo('/v1/auth/refresh-token')).toHaveLength(1);
    });

    it('when the refresh fails: clears auth, logs out and goes to /login with the current path', async () => {
      const { callsTo } = mockFetch((call) => {
        if (call.url === '/v1/auth/logout') return json(200, {});
        return json(401, { message: 'Your session has expired. Please log in again.' });
      });
      const results = await Promise.allSettled([request('/v1/a'), request('/v1/b')]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      expect((results[0] as PromiseRejectedResult).reason).toBeInstanceOf(HttpError);
      expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
      expect(callsTo('/v1/auth/refresh-token')).toHaveLength(1);
      expect(callsTo('/v1/auth/logout')).toHaveLength(1);
      expect(navigateTo).toHaveBeenCalledTimes(1);
      expect(navigateTo).toHaveBeenCalledWith(
        '/login?redirect=%2Fsaved-posts%3Ftab%3Drecent&session=ended',
      );
    });

    it('keeps the session when the server cannot be reached for the refresh', async () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      mockFetch((call) => {
        if (call.url === '/v1/auth/refresh-token') throw new TypeError('Failed to fetch');
        return json(401, {});
      });
      await expect(request('/v1/things')).rejects.toMatchObject({ status: 401 });
      expect(useAuthStore.getState().token).toBe(OLD);
      expect(navigateTo).not.toHaveBeenCalled();
      expect(consoleError).toHaveBeenCalled();
    });
  });

  describe('other failures', () => {
    const toastError = () => vi.spyOn(toast, 'error').mockImplementation(() => 0);

    it.each([
      [403, HTTP_ERROR_MESSAGES.forbidden],
      [404, HTTP_ERROR_MESSAGES.notFound],
      [500, HTTP_ERROR_MESSAGES.server],
      [503, HTTP_ERROR_MESSAGES.server],
    ])('%i shows the toast “%s”', async (status, message) => {
      const spy = toastError();
      mockFetch(() => json(status, { message: 'detail' }));
      await expect(request('/v1/things')).rejects.toMatchObject({ status });
      expect(spy).toHaveBeenCalledWith(message, { id: message });
    });

    it('400 and 409 are left to the caller, with the server message', async () => {
      const spy = toastError();
      mockFetch(() => json(409, { message: 'Already there.' }));
      const error = await request('/v1/things').catch((e: unknown) => e);
      expect(spy).not.toHaveBeenCalled();
      expect(errorMessage(error, 'Fallback')).toBe('Already there.');
    });

    it('auth form calls get no refresh and no toast: the form shows the error', async () => {
      const spy = toastError();
      const { calls } = mockFetch((call) =>
        call.url === '/v1/auth/login'
          ? json(401, { message: 'Invalid email or password.' })
          : json(500, {}),
      );
      const login = await request('/v1/auth/login', { method: 'POST', body: {} }).catch(
        (e: unknown) => e,
      );
      expect(errorMessage(login, 'Login failed')).toBe('Invalid email or password.');
      const signup = await request('/v1/auth/signup', { method: 'POST', body: {} }).catch(
        (e: unknown) => e,
      );
      expect(errorMessage(signup, 'Signup failed')).toBe('Signup failed');
      expect(calls.map((c) => c.url)).toEqual(['/v1/auth/login', '/v1/auth/signup']);
      expect(spy).not.toHaveBeenCalled();
      expect(useAuthStore.getState().token).toBe(OLD);
    });

    it.each(['/v1/auth/resend-verification', '/v1/auth/logout-everywhere'])(
      '%s renews an expired bearer and retries, still without a toast for its errors',
      async (path) => {
        const spy = toastError();
        const { callsTo } = mockFetch((call) => {
          if (call.url === '/v1/auth/refresh-token') return json(200, { accessToken: NEW });
          if (bearerOf(call) === `Bearer ${NEW}`) return json(429, { message: 'Slow down.' });
          return json(401, { message: 'Your session has expired. Please log in again.' });
        });
        const error = await request(path, { method: 'POST', body: {} }).catch((e: unknown) => e);
        expect(errorMessage(error, 'fallback')).toBe('Slow down.');
        expect(callsTo(path).map(bearerOf)).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
        expect(spy).not.toHaveBeenCalled();
      },
    );

    it('no answer at all is an HttpError with status 0 and no server message', async () => {
      mockFetch(() => {
        throw new TypeError('Failed to fetch');
      });
      const error = await request('/v1/auth/login', { method: 'POST', body: {} }).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ status: 0, serverMessage: null });
      expect(errorMessage(error, 'Login failed')).toBe('Login failed');
    });
  });

  it('an empty answer (204) resolves to undefined', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(request('/v1/things', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});
