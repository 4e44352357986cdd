import type { AuthCallback, ConnectError, CreateSocket, RealtimeSocket } from './realtime-socket';

type Listener = (...args: never[]) => void;

/** Wait before downloading the socket library again after a failed download (offline). */
export const LOAD_RETRY_MS = 5000;

/**
 * A socket whose real one is made only when `load` resolves after the first connect(): the app
 * passes a `load` that downloads socket.io-client, so the library is not one of the signed-in
 * frame's files (docs/decisions/0059). Listeners attached before that are handed over; a
 * disconnect() before it cancels the connection. A failed download is reported like a transport
 * error (`connect_error`, so the manager shows the connection as lost) and tried again.
 */
export function deferredSocket(
  load: () => Promise<CreateSocket>,
  auth: AuthCallback,
  retryMs = LOAD_RETRY_MS,
): RealtimeSocket {
  let real: RealtimeSocket | null = null;
  let loading = false;
  // connect() was called and disconnect() has not been since.
  let wanted = false;
  const early: [string, Listener][] = [];

  const open = () => {
    if (loading || real) return;
    loading = true;
    load().then(
      (create) => {
        loading = false;
        const socket = (real = create(auth));
        for (const [event, listener] of early) socket.on(event, listener);
        early.length = 0;
        if (wanted) socket.connect();
      },
      (cause: unknown) => {
        loading = false;
        const error: ConnectError = cause instanceof Error ? cause : new Error(String(cause));
        for (const [event, listener] of early) {
          if (event === 'connect_error') (listener as (error: ConnectError) => void)(error);
        }
        setTimeout(() => {
          if (wanted) open();
        }, retryMs);
      },
    );
  };

  return {
    get connected() {
      return real?.connected ?? false;
    },
    on(event, listener) {
      if (real) real.on(event, listener);
      else early.push([event, listener]);
      return this;
    },
    emit(event, ...args) {
      return real?.emit(event, ...args);
    },
    connect() {
      wanted = true;
      if (real) real.connect();
      else open();
      return this;
    },
    disconnect() {
      wanted = false;
      return real?.disconnect();
    },
  };
}
