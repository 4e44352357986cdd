import {
  SERVER_EVENTS,
  type ClientEventName,
  type ClientToServerEvents,
  type InitialCountsPayload,
  type SendMessageAck,
  type SendMessageInput,
  type ServerEventName,
  type ServerToClientEvents,
} from '@squadup/shared';
import {
  isUnauthorizedError,
  type ConnectError,
  type CreateSocket,
  type RealtimeSocket,
} from './realtime-socket';

export type ConnectionStatus = 'offline' | 'connecting' | 'connected' | 'reconnecting';

/** The counter actions the manager feeds (stores/counters.ts in the app). */
export interface CounterSink {
  setInitialCounts: (counts: {
    totalUnread: number;
    unreadByChat: Record<string, number>;
    friendRequestCount: number;
    /** Absent from servers older than the activity feed (docs/decisions/0029). */
    activityCount?: number;
  }) => void;
  setChatUnread: (chatId: string, count: number) => void;
  setTotalUnread: (count: number) => void;
  setFriendRequestCount: (count: number) => void;
  incrementFriendRequests: () => void;
  decrementFriendRequests: () => void;
  setActivityCount: (count: number) => void;
  reset: () => void;
}

export interface RealtimeDeps {
  createSocket: CreateSocket;
  getToken: () => string | null;
  /** The app's single-flight refresh; null when the session could not be renewed. */
  refresh: (staleToken: string | null) => Promise<string | null>;
  counters: () => CounterSink;
  /** Wait before retrying after a refresh that got no answer (offline); the spec's max backoff. */
  retryDelayMs?: number;
}

type Listener = (...args: never[]) => void;

/** How long a send waits for its acknowledgement (socket.io's own connect timeout). */
export const SEND_ACK_TIMEOUT_MS = 20_000;

// No ack in time (the connection dropped, or the server is stuck): whether it was stored is not
// known, so it is not retried; the composer gives the text back ('Message not sent').
const NO_ACK: SendMessageAck = {
  ok: false,
  code: 'INTERNAL_SERVER_ERROR',
  message: 'The server did not answer.',
};

/**
 * One socket per signed-in session. Listeners register with the manager, not the socket, so they
 * survive the socket being replaced (sign-out then sign-in) and never need the socket to exist yet.
 */
export function createRealtimeManager(deps: RealtimeDeps) {
  const listeners = new Map<string, Set<Listener>>();
  const connectListeners = new Set<() => void>();
  const statusListeners = new Set<() => void>();
  let socket: RealtimeSocket | null = null;
  let status: ConnectionStatus = 'offline';
  // One refresh per failed handshake cycle: a server that refuses even a fresh token must not loop.
  let refreshedSinceConnect = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  const setStatus = (next: ConnectionStatus) => {
    if (next === status) return;
    status = next;
    statusListeners.forEach((fn) => fn());
  };

  // Bound to one socket: a closed socket's late events must not touch the next session's counters.
  const dispatch =
    (from: RealtimeSocket, event: string) =>
    (...args: never[]) => {
      if (from === socket) listeners.get(event)?.forEach((fn) => fn(...args));
    };

  const feedCounters = () => {
    const on = <E extends ServerEventName>(event: E, handler: ServerToClientEvents[E]) =>
      addListener(event, handler);
    on('initialCounts', (counts: InitialCountsPayload) =>
      deps.counters().setInitialCounts({
        totalUnread: counts.totalUnread,
        unreadByChat: Object.fromEntries(
          counts.chatUnreadCounts.map((c) => [c.chat_id, c.unread_count]),
        ),
        friendRequestCount: counts.friendRequestCount,
        activityCount: counts.activityCount,
      }),
    );
    on('chatUnreadUpdate', ({ chatId, count }) => deps.counters().setChatUnread(chatId, count));
    on('totalUnreadUpdate', ({ count }) => deps.counters().setTotalUnread(count));
    on('friendRequestUpdate', ({ count }) => deps.counters().setFriendRequestCount(count));
    on('friendRequestIncrement', () => deps.counters().incrementFriendRequests());
    on('friendRequestDecrement', () => deps.counters().decrementFriendRequests());
    on('activityUpdate', ({ count }) => deps.counters().setActivityCount(count));
  };

  function addListener(event: string, handler: Listener): () => void {
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  const clearRetry = () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };

  const onConnectError = (current: RealtimeSocket, error: ConnectError) => {
    if (status === 'connecting' || status === 'connected') setStatus('reconnecting');
    // Transport errors: socket.io retries by itself (1 s → 5 s). Only a refused token needs us.
    if (!isUnauthorizedError(error) || refreshedSinceConnect) return;
    refreshedSinceConnect = true;
    void deps.refresh(deps.getToken()).then((token) => {
      if (socket !== current) return; // signed out meanwhile
      if (token) {
        current.connect(); // the auth callback reads the new token
      } else if (deps.getToken()) {
        // No answer (offline) but still signed in: try the whole handshake again later.
        retryTimer = setTimeout(() => {
          refreshedSinceConnect = false;
          if (socket === current) current.connect();
        }, deps.retryDelayMs ?? 5000);
      }
      // Otherwise the session ended: session.ts signed out and stop() follows.
    });
  };

  feedCounters();

  return {
    /** Opens the connection (idempotent). */
    start(): void {
      if (socket) return;
      const current = deps.createSocket((cb) => cb({ token: deps.getToken() }));
      socket = current;
      refreshedSinceConnect = false;
      setStatus('connecting');
      Object.values(SERVER_EVENTS).forEach((event) => current.on(event, dispatch(current, event)));
      current.on('connect', () => {
        refreshedSinceConnect = false;
        setStatus('connected');
        connectListeners.forEach((fn) => fn());
      });
      // The server closes a socket that sent too many events after saying so (SOCKET_LIMITS).
      let rateLimited = false;
      current.on('rateLimited', () => (rateLimited = true));
      current.on('disconnect', (reason: string) => {
        if (socket !== current) return;
        setStatus('reconnecting');
        // socket.io retries transport losses itself, but not a server-side kick: ask again (the
        // handshake re-checks the token; a refused one goes through the refresh below). After a
        // rate limit, only once the bucket has refilled, so a runaway loop cannot hammer it.
        if (reason !== 'io server disconnect') return;
        if (!rateLimited) {
          current.connect();
          return;
        }
        rateLimited = false;
        clearRetry();
        retryTimer = setTimeout(() => {
          if (socket === current) current.connect();
        }, deps.retryDelayMs ?? 5000);
      });
      current.on('connect_error', (error: ConnectError) => onConnectError(current, error));
      current.connect();
    },
    /** Closes the connection and zeroes the counters (sign-out). */
    stop(): void {
      clearRetry();
      const current = socket;
      socket = null;
      current?.disconnect();
      setStatus('offline');
      deps.counters().reset();
    },
    isConnected: (): boolean => Boolean(socket?.connected),
    getStatus: (): ConnectionStatus => status,
    subscribeStatus: (listener: () => void): (() => void) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    on<E extends ServerEventName>(event: E, handler: ServerToClientEvents[E]): () => void {
      return addListener(event, handler);
    },
    /** Runs after every connect, including each reconnect (rooms must be re-joined then). */
    onConnect(listener: () => void): () => void {
      connectListeners.add(listener);
      return () => connectListeners.delete(listener);
    },
    /**
     * Sends only while connected: socket.io would buffer it and replay it on connect, where the
     * onConnect listeners send it again anyway. Returns whether it was sent.
     */
    emit<E extends ClientEventName>(
      event: E,
      ...args: Parameters<ClientToServerEvents[E]>
    ): boolean {
      if (!socket?.connected) return false;
      socket.emit(event, ...args);
      return true;
    },
    /**
     * `sendMessage` with its acknowledgement, or null when not connected (the caller sends over
     * GraphQL instead): an emit while disconnected would be buffered and replayed at some later
     * connect, long after the member saw it fail.
     */
    sendMessage(
      input: SendMessageInput,
      timeoutMs = SEND_ACK_TIMEOUT_MS,
    ): Promise<SendMessageAck> | null {
      const current = socket;
      if (!current?.connected) return null;
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(NO_ACK), timeoutMs);
        current.emit('sendMessage', input, (answer: SendMessageAck) => {
          clearTimeout(timer);
          resolve(answer);
        });
      });
    },
  };
}

export type RealtimeManager = ReturnType<typeof createRealtimeManager>;
