import { parse } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-storage';
import { makeToken, testUser } from '@/test/auth';
import { deferred, json, mockFetch, type FetchCall } from '@/test/fetch';
import { createApolloClient } from './apollo';
import { HTTP_ERROR_MESSAGES } from './http';
import { setSessionNavigator } from './session';
import { toast } from './toast';

// fetch is mocked here (src/test/fetch.ts); the e2e silent-refresh journey runs this link chain
// against the real API.

const OLD = makeToken(3600);
const NEW = makeToken(900, Date.now() + 1000);
const navigateTo = vi.fn<(to: string) => void>();

// Built with parse(), not a gql tag, so codegen (which validates tagged documents against the
// schema) leaves these made-up operations alone.
const ME = parse('query Me { me }');
const OTHER = parse('query Other { other }');

const bearerOf = (call: FetchCall) => call.headers.get('authorization');
const operationOf = (call: FetchCall) => (call.body as { operationName?: string }).operationName;
const unauthenticated = (status: number) =>
  json(status, {
    errors: [{ message: 'You must be signed in.', extensions: { code: 'UNAUTHENTICATED' } }],
  });
const graphQLError = (code: string) =>
  json(200, { data: null, errors: [{ message: code, extensions: { code } }] });

/** GraphQL answers data for the new token and 401 UNAUTHENTICATED for the old one. */
function serverWithRefresh(refresh: () => Response | Promise<Response>) {
  return mockFetch((call) => {
    if (call.url === '/v1/auth/refresh-token') return refresh();
    if (call.url === '/v1/auth/logout') return json(200, {});
    if (bearerOf(call) === `Bearer ${NEW}`) {
      return json(200, { data: { [operationOf(call) === 'Me' ? 'me' : 'other']: 'ok' } });
    }
    return unauthenticated(401);
  });
}

const query = (
  client: ReturnType<typeof createApolloClient>,
  document = ME,
  context: Record<string, unknown> = {},
) => client.query({ query: document, fetchPolicy: 'network-only', context });

describe('GraphQL links (lib/apollo.ts)', () => {
  beforeEach(() => {
    useAuthStore.setState({ token: OLD, user: testUser, isInitialized: true });
    navigateTo.mockReset();
    setSessionNavigator(navigateTo);
    window.history.replaceState(null, '', '/profile');
  });

  it('sends the bearer and cookies to /graphql', async () => {
    const { calls } = mockFetch(() => json(200, { data: { me: 'ok' } }));
    await query(createApolloClient());
    expect(calls[0]).toMatchObject({ url: '/graphql', credentials: 'include' });
    expect(bearerOf(calls[0]!)).toBe(`Bearer ${OLD}`);
  });

  it('sends no bearer when signed out', async () => {
    useAuthStore.setState({ token: null, user: null });
    const { calls } = mockFetch(() => json(200, { data: { me: 'ok' } }));
    await query(createApolloClient());
    expect(bearerOf(calls[0]!)).toBeNull();
  });

  it.each([401, 200])(
    'UNAUTHENTICATED (HTTP %i): refreshes, then retries with the new token',
    async (status) => {
      const { calls, callsTo } = mockFetch((call) => {
        if (call.url === '/v1/auth/refresh-token') return json(200, { accessToken: NEW });
        return bearerOf(call) === `Bearer ${NEW}`
          ? json(200, { data: { me: 'ok' } })
          : unauthenticated(status);
      });
      const { data } = await query(createApolloClient());
      expect(data).toEqual({ me: 'ok' });
      expect(callsTo('/v1/auth/refresh-token')).toHaveLength(1);
      expect(calls.filter((c) => c.url === '/graphql').map(bearerOf)).toEqual([
        `Bearer ${OLD}`,
        `Bearer ${NEW}`,
      ]);
    },
  );

  it('two concurrent 401s share one refresh and both are retried', async () => {
    const refreshAnswer = deferred<Response>();
    const { calls, callsTo } = serverWithRefresh(() => refreshAnswer.promise);
    const client = createApolloClient();
    const first = query(client, ME);
    const second = query(client, OTHER);
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/v1/auth/refresh-token'));
    await vi.waitFor(() => expect(callsTo('/graphql')).toHaveLength(2));
    refreshAnswer.resolve(json(200, { accessToken: NEW }));
    expect((await first).data).toEqual({ me: 'ok' });
    expect((await second).data).toEqual({ other: 'ok' });
    expect(callsTo('/v1/auth/refresh-token')).toHaveLength(1);
    expect(callsTo('/graphql').map(bearerOf)).toEqual([
      `Bearer ${OLD}`,
      `Bearer ${OLD}`,
      `Bearer ${NEW}`,
      `Bearer ${NEW}`,
    ]);
  });

  it('a failed refresh clears auth and goes to /login with the current path', async () => {
    const { callsTo } = serverWithRefresh(() => json(401, { message: 'Expired.' }));
    await expect(query(createApolloClient())).rejects.toThrow();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
    expect(callsTo('/v1/auth/logout')).toHaveLength(1);
    expect(navigateTo).toHaveBeenCalledWith('/login?redirect=%2Fprofile&session=ended');
  });

  it('a signed-out visitor refused an operation is not sent to /login: nothing to renew', async () => {
    useAuthStore.setState({ token: null, user: null });
    window.history.replaceState(null, '', '/post/42');
    const { calls } = mockFetch(() => unauthenticated(200));
    await expect(query(createApolloClient())).rejects.toThrow();
    expect(calls.map((c) => c.url)).toEqual(['/graphql']);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  describe('toasts', () => {
    it.each([
      ['FORBIDDEN', HTTP_ERROR_MESSAGES.forbidden],
      ['NOT_FOUND', HTTP_ERROR_MESSAGES.notFound],
      ['INTERNAL_SERVER_ERROR', HTTP_ERROR_MESSAGES.server],
      ['SERVICE_UNAVAILABLE', HTTP_ERROR_MESSAGES.server],
    ])('the code %s shows “%s”', async (code, message) => {
      const spy = vi.spyOn(toast, 'error').mockImplementation(() => 0);
      mockFetch(() => graphQLError(code));
      await expect(query(createApolloClient())).rejects.toThrow();
      expect(spy).toHaveBeenCalledWith(message, { id: message });
    });

    it.each([
      [403, HTTP_ERROR_MESSAGES.forbidden],
      [404, HTTP_ERROR_MESSAGES.notFound],
      [502, HTTP_ERROR_MESSAGES.server],
      [503, HTTP_ERROR_MESSAGES.server],
    ])('HTTP %i shows “%s”', async (status, message) => {
      const spy = vi.spyOn(toast, 'error').mockImplementation(() => 0);
      mockFetch(() => new Response('upstream failure', { status }));
      await expect(query(createApolloClient())).rejects.toThrow();
      expect(spy).toHaveBeenCalledWith(message, { id: message });
    });

    it('input errors are left to the screen, and skipErrorToast silences the rest', async () => {
      const spy = vi.spyOn(toast, 'error').mockImplementation(() => 0);
      mockFetch((call) =>
        graphQLError(operationOf(call) === 'Me' ? 'BAD_USER_INPUT' : 'NOT_FOUND'),
      );
      const client = createApolloClient();
      await expect(query(client, ME)).rejects.toThrow();
      await expect(query(client, OTHER, { skipErrorToast: true })).rejects.toThrow();
      expect(spy).not.toHaveBeenCalled();
    });
  });
});
