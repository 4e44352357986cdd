// The manager is tested against FakeSocket (fake-socket.ts): socket.io-client cannot connect
// without a server. The real wire is covered by the API socket tests and the Playwright journey.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountersStore } from '@/stores/counters';
import { FakeSocket } from './fake-socket';
import { createRealtimeManager } from './manager';

function setup(refresh = vi.fn<(stale: string | null) => Promise<string | null>>()) {
  let token: string | null = 'token-1';
  const sockets: FakeSocket[] = [];
  const manager = createRealtimeManager({
    createSocket: (auth) => {
      const socket = new FakeSocket(auth);
      sockets.push(socket);
      return socket;
    },
    getToken: () => token,
    refresh,
    counters: () => useCountersStore.getState(),
  });
  return {
    manager,
    refresh,
    sockets,
    socket: (): FakeSocket => {
      const last = sockets.at(-1);
      if (!last) throw new Error('No socket was created');
      return last;
    },
    setToken: (next: string | null) => {
      token = next;
    },
  };
}

const counters = () => useCountersStore.getState();
const unauthorized = () =>
  Object.assign(new Error('unauthorized'), { data: { code: 'UNAUTHENTICATED' } });

describe('realtime manager', () => {
  beforeEach(() => counters().reset());

  it('opens one connection whose handshake carries the current access token', () => {
    const { manager, sockets, socket, setToken } = setup();
    manager.start();
    manager.start();
    expect(sockets).toHaveLength(1);
    expect(socket().connectCalls).toBe(1);
    expect(socket().handshakeToken()).toBe('token-1');
    setToken('token-2');
    expect(socket().handshakeToken()).toBe('token-2'); // read again at each reconnect
  });

  it('seeds the counters from initialCounts and follows the live updates', () => {
    const { manager, socket } = setup();
    manager.start();
    socket().serverConnect();
    socket().serverSend('initialCounts', {
      totalUnread: 7,
      chatUnreadCounts: [
        { chat_id: 'c1', unread_count: 3 },
        { chat_id: 'c2', unread_count: 4 },
      ],
      friendRequestCount: 2,
    });
    expect(counters()).toMatchObject({
      totalUnread: 7,
      unreadByChat: { c1: 3, c2: 4 },
      friendRequestCount: 2,
    });

    socket().serverSend('chatUnreadUpdate', { chatId: 'c1', count: 0 });
    socket().serverSend('totalUnreadUpdate', { count: 4 });
    socket().serverSend('friendRequestUpdate', { count: 5 });
    socket().serverSend('friendRequestIncrement');
    expect(counters()).toMatchObject({
      totalUnread: 4,
      unreadByChat: { c1: 0, c2: 4 },
      friendRequestCount: 6,
    });
  });

  it('never lets the request count go below zero', () => {
    const { manager, socket } = setup();
    manager.start();
    socket().serverSend('friendRequestUpdate', { count: 1 });
    socket().serverSend('friendRequestDecrement');
    socket().serverSend('friendRequestDecrement');
    expect(counters().friendRequestCount).toBe(0);
    socket().serverSend('friendRequestIncrement');
    expect(counters().friendRequestCount).toBe(1);
  });

  it('replaces stale counts with the fresh initialCounts sent after a reconnect', () => {
    const { manager, socket } = setup();
    manager.start();
    socket().serverConnect();
    socket().serverSend('initialCounts', {
      totalUnread: 9,
      chatUnreadCounts: [{ chat_id: 'c1', unread_count: 9 }],
      friendRequestCount: 3,
    });
    socket().serverDrop();
    expect(manager.getStatus()).toBe('reconnecting');
    socket().serverConnect();
    socket().serverSend('initialCounts', {
      totalUnread: 1,
      chatUnreadCounts: [],
      friendRequestCount: 0,
    });
    expect(counters()).toMatchObject({ totalUnread: 1, unreadByChat: {}, friendRequestCount: 0 });
    expect(manager.getStatus()).toBe('connected');
  });

  it('closes the socket and zeroes the counters on stop', () => {
    const { manager, socket } = setup();
    manager.start();
    socket().serverConnect();
    counters().setInitialCounts({ totalUnread: 5, unreadByChat: { c1: 5 }, friendRequestCount: 2 });
    const closed = socket();
    manager.stop();
    expect(closed.disconnectCalls).toBe(1);
    expect(counters()).toMatchObject({ totalUnread: 0, unreadByChat: {}, friendRequestCount: 0 });
    expect(manager.getStatus()).toBe('offline');
    expect(manager.emit('joinChat', 'c1')).toBe(false);
    // A late event from the closed socket does not bring back the old member's counts.
    closed.serverSend('totalUnreadUpdate', { count: 3 });
    expect(counters().totalUnread).toBe(0);
  });

  it('sends client events only while connected and runs connect listeners on every connect', () => {
    const { manager, socket } = setup();
    const onConnect = vi.fn();
    manager.onConnect(onConnect);
    manager.start();
    expect(manager.emit('joinChat', 'c1')).toBe(false);
    expect(socket().emitted).toEqual([]);
    socket().serverConnect();
    expect(manager.emit('joinChat', 'c1')).toBe(true);
    expect(socket().emitted).toEqual([['joinChat', 'c1']]);
    socket().serverDrop();
    socket().serverConnect();
    expect(onConnect).toHaveBeenCalledTimes(2);
  });

  it('asks to connect again after the server disconnects it', () => {
    const { manager, socket } = setup();
    manager.start();
    socket().serverConnect();
    socket().serverDrop('io server disconnect');
    expect(socket().connectCalls).toBe(2);
  });

  it('waits before reconnecting when the server closed it for too many events', () => {
    vi.useFakeTimers();
    try {
      const { manager, socket } = setup();
      manager.start();
      socket().serverConnect();
      socket().serverSend('rateLimited', { code: 'TOO_MANY_REQUESTS', message: 'Too many' });
      socket().serverDrop('io server disconnect');
      expect(socket().connectCalls).toBe(1);
      expect(manager.getStatus()).toBe('reconnecting');
      vi.advanceTimersByTime(5000);
      expect(socket().connectCalls).toBe(2);
      // The next plain server disconnect reconnects at once again.
      socket().serverConnect();
      socket().serverDrop('io server disconnect');
      expect(socket().connectCalls).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refreshes the token once on an unauthorized handshake, then reconnects with the new one', async () => {
    const { manager, socket, refresh, setToken } = setup();
    refresh.mockImplementation(() => {
      setToken('token-2');
      return Promise.resolve('token-2');
    });
    manager.start();
    socket().fail(unauthorized());
    socket().fail(unauthorized()); // a second refusal in the same cycle must not refresh again
    await vi.waitFor(() => expect(socket().connectCalls).toBe(2));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('token-1');
    expect(socket().handshakeToken()).toBe('token-2');
  });

  it('does not refresh for transport errors (socket.io retries those itself)', () => {
    const { manager, socket, refresh } = setup();
    manager.start();
    socket().fail(new Error('xhr poll error'));
    expect(refresh).not.toHaveBeenCalled();
    expect(manager.getStatus()).toBe('reconnecting');
  });

  it('stays closed when the refresh fails and the session ended', async () => {
    const { manager, socket, refresh, setToken } = setup();
    refresh.mockImplementation(() => {
      setToken(null); // session.ts signs out when the refresh is refused
      return Promise.resolve(null);
    });
    manager.start();
    socket().fail(unauthorized());
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(socket().connectCalls).toBe(1);
  });

  it('retries the handshake later when the refresh got no answer but the member is still signed in', async () => {
    vi.useFakeTimers();
    try {
      const { manager, socket, refresh } = setup();
      refresh.mockResolvedValue(null); // offline: session.ts keeps the session
      manager.start();
      socket().fail(unauthorized());
      await vi.advanceTimersByTimeAsync(4999);
      expect(socket().connectCalls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(socket().connectCalls).toBe(2);
      socket().fail(unauthorized()); // a new cycle may refresh again
      await vi.advanceTimersByTimeAsync(0);
      expect(refresh).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  describe('sendMessage', () => {
    const input = { chatId: 'chat-1', content: 'Hello' };

    it('is null while not connected, so the caller sends over GraphQL instead', () => {
      const { manager, socket } = setup();
      expect(manager.sendMessage(input)).toBeNull();
      manager.start();
      expect(manager.sendMessage(input)).toBeNull();
      expect(socket().emitted).toEqual([]);
    });

    it("emits with an acknowledgement and resolves with the server's answer", async () => {
      const { manager, socket } = setup();
      manager.start();
      socket().serverConnect();
      const answer = manager.sendMessage(input);
      expect(socket().emitted).toEqual([['sendMessage']]);
      const busy = {
        ok: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The server is busy',
        retryAfterMs: 500,
      };
      socket().acks[0]!(busy);
      await expect(answer).resolves.toEqual(busy);
    });

    it('gives up on an ack that never comes, without a retryable code', async () => {
      vi.useFakeTimers();
      try {
        const { manager, socket } = setup();
        manager.start();
        socket().serverConnect();
        const answer = manager.sendMessage(input, 1000);
        vi.advanceTimersByTime(1000);
        await expect(answer).resolves.toMatchObject({ ok: false, code: 'INTERNAL_SERVER_ERROR' });
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
