// socket.io-client is replaced by FakeSocket (it cannot connect without a server); this exercises
// the app's real singleton, hooks and auth wiring. The wire itself: API socket tests + Playwright.
import { act, render, renderHook, screen } from '@testing-library/react';
import { parse } from 'graphql';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_CLIENT_OPTIONS } from '@squadup/shared';
import { useCountersStore } from '@/stores/counters';
import { signIn, signOut } from '@/test/auth';
import { useAuthStore } from '@/stores/auth-storage';
import { deferred, json, mockFetch } from '@/test/fetch';
import { createApolloClient } from '../apollo';
import { FIRST_SCREEN_MAX_WAIT_MS } from './after-first-screen';
import { FakeSocket } from './fake-socket';
import { RealtimeConnection } from './realtime-connection';
import { realtime } from './socket';
import { useChatRoom } from './use-chat-room';
import { useSocketEvent } from './use-socket-event';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

const sockets: FakeSocket[] = [];
const socket = (): FakeSocket => {
  const last = sockets.at(-1);
  if (!last) throw new Error('No socket was created');
  return last;
};
/** The socket, once made: the library is downloaded after the first screen is drawn (socket.ts). */
const made = async (): Promise<FakeSocket> => {
  await vi.waitFor(() => expect(sockets).not.toHaveLength(0));
  return socket();
};

beforeEach(() => {
  sockets.length = 0;
  vi.mocked(io).mockImplementation((_uri, options) => {
    const fake = new FakeSocket(options?.auth as ConstructorParameters<typeof FakeSocket>[0]);
    sockets.push(fake);
    return fake as unknown as ReturnType<typeof io>;
  });
  signIn();
});

afterEach(() => {
  act(() => signOut());
  useCountersStore.getState().reset();
});

describe('RealtimeConnection', () => {
  it('connects for the signed-in member with the spec options and the token in the handshake', async () => {
    render(<RealtimeConnection />);
    await made();
    expect(io).toHaveBeenCalledTimes(1);
    expect(vi.mocked(io).mock.calls[0]?.[1]).toMatchObject({
      ...SOCKET_CLIENT_OPTIONS,
      path: '/socket.io',
      autoConnect: false,
    });
    expect(socket().connectCalls).toBe(1);
    expect(socket().handshakeToken()).toBe(useAuthStore.getState().token);
  });

  it('disconnects and zeroes the counters on sign-out', async () => {
    render(<RealtimeConnection />);
    await made();
    act(() => {
      socket().serverConnect();
      socket().serverSend('initialCounts', {
        totalUnread: 4,
        chatUnreadCounts: [{ chat_id: 'c1', unread_count: 4 }],
        friendRequestCount: 1,
      });
    });
    expect(useCountersStore.getState().totalUnread).toBe(4);
    act(() => signOut());
    expect(socket().disconnectCalls).toBe(1);
    expect(useCountersStore.getState()).toMatchObject({ totalUnread: 0, friendRequestCount: 0 });
  });

  it('shows Reconnecting… only after the connection has been lost for 3 seconds', async () => {
    render(<RealtimeConnection />);
    await made();
    vi.useFakeTimers();
    try {
      act(() => socket().serverConnect());
      act(() => socket().serverDrop());
      act(() => {
        vi.advanceTimersByTime(2999);
      });
      expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
      act(() => socket().serverConnect());
      expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('RealtimeConnection, after the first screen', () => {
  const ME = parse('query Me { me }');

  it('opens the connection once the GraphQL answers the screen waits for are in, not before', async () => {
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    const pending = createApolloClient().query({ query: ME, fetchPolicy: 'network-only' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] });
    try {
      render(<RealtimeConnection />);
      // The page has loaded and been idle a while, but the screen's answer is still awaited.
      await vi.advanceTimersByTimeAsync(FIRST_SCREEN_MAX_WAIT_MS / 2);
      expect(sockets).toHaveLength(0);

      answer.resolve(json(200, { data: { me: 'ok' } }));
      await pending;
      await vi.advanceTimersByTimeAsync(1000);
      await made();
      expect(socket().connectCalls).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens it anyway once the longest wait has passed, if an answer never comes', async () => {
    mockFetch(() => new Promise<Response>(() => {}));
    void createApolloClient().query({ query: ME, fetchPolicy: 'network-only' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] });
    try {
      render(<RealtimeConnection />);
      await vi.advanceTimersByTimeAsync(FIRST_SCREEN_MAX_WAIT_MS - 1);
      expect(sockets).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await made();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useSocketEvent', () => {
  it('calls the latest handler without re-subscribing, and stops on unmount', async () => {
    realtime.start();
    await made();
    act(() => socket().serverConnect());
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ fn }) => useSocketEvent('totalUnreadUpdate', fn), {
      initialProps: { fn: first },
    });
    rerender({ fn: second });
    act(() => socket().serverSend('totalUnreadUpdate', { count: 2 }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ count: 2 });
    unmount();
    act(() => socket().serverSend('totalUnreadUpdate', { count: 3 }));
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('useChatRoom', () => {
  it('joins the open chat, re-joins after every reconnect and leaves on change and unmount', async () => {
    realtime.start();
    await made();
    act(() => socket().serverConnect());
    const { rerender, unmount } = renderHook(({ id }) => useChatRoom(id), {
      initialProps: { id: 'chat-1' },
    });
    expect(socket().emitted).toEqual([['joinChat', 'chat-1']]);

    act(() => socket().serverDrop());
    act(() => socket().serverConnect());
    expect(socket().emitted).toEqual([
      ['joinChat', 'chat-1'],
      ['joinChat', 'chat-1'],
    ]);

    rerender({ id: 'chat-2' });
    unmount();
    expect(socket().emitted.slice(2)).toEqual([
      ['leaveChat', 'chat-1'],
      ['joinChat', 'chat-2'],
      ['leaveChat', 'chat-2'],
    ]);
  });

  it('calls onRejoined once the server confirms a re-join, not for the first join or a refused one', async () => {
    realtime.start();
    await made();
    act(() => socket().serverConnect());
    const onRejoined = vi.fn();
    renderHook(() => useChatRoom('chat-1', onRejoined));
    expect(socket().acks).toHaveLength(0); // the first join: the page's own query is the catch-up

    act(() => socket().serverDrop());
    act(() => socket().serverConnect());
    expect(onRejoined).not.toHaveBeenCalled(); // sent, not yet confirmed
    act(() => socket().acks[0]!({ ok: true }));
    expect(onRejoined).toHaveBeenCalledTimes(1);

    act(() => socket().serverDrop());
    act(() => socket().serverConnect());
    act(() => socket().acks[1]!({ ok: false, code: 'FORBIDDEN' }));
    expect(onRejoined).toHaveBeenCalledTimes(1);
  });

  it('waits for the connection before joining a chat opened while offline', async () => {
    realtime.start();
    await made();
    renderHook(() => useChatRoom('chat-1'));
    expect(socket().emitted).toEqual([]);
    act(() => socket().serverConnect());
    expect(socket().emitted).toEqual([['joinChat', 'chat-1']]);
  });

  it('does nothing without a chat', async () => {
    realtime.start();
    await made();
    act(() => socket().serverConnect());
    renderHook(() => useChatRoom(null));
    act(() => socket().serverDrop());
    act(() => socket().serverConnect());
    expect(socket().emitted).toEqual([]);
  });
});
