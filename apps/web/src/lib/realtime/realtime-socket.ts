import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@squadup/shared';

/** The typed socket.io-client socket the app talks through. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Payload of socket.io's `connect_error`: middleware rejections carry `data` from the server. */
export type ConnectError = Error & { data?: unknown };

/** socket.io's own lifecycle events the manager listens to, with their listener shapes. */
export interface ReservedListeners {
  connect: () => void;
  disconnect: (reason: string) => void;
  connect_error: (error: ConnectError) => void;
}

type Listener = (...args: never[]) => void;

/**
 * The slice of a socket.io-client socket the manager uses. Narrow on purpose so unit tests can
 * inject a fake: socket.io-client cannot connect without a running server.
 */
export interface RealtimeSocket {
  readonly connected: boolean;
  on(event: string, listener: Listener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

/** The handshake auth callback: evaluated on every (re)connect, so a refreshed token is picked up. */
export type AuthCallback = (cb: (data: { token: string | null }) => void) => void;

export type CreateSocket = (auth: AuthCallback) => RealtimeSocket;

const UNAUTHORIZED = /unauthori[sz]ed|unauthenticated|invalid token|jwt/i;

/** True when the server's handshake middleware refused the token (so a refresh may help). */
export function isUnauthorizedError(error: ConnectError): boolean {
  const { data } = error;
  if (typeof data === 'string' && UNAUTHORIZED.test(data)) return true;
  if (data && typeof data === 'object') {
    const { code, message } = data as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAUTHORIZED.test(code)) return true;
    if (typeof message === 'string' && UNAUTHORIZED.test(message)) return true;
  }
  return UNAUTHORIZED.test(error.message);
}
