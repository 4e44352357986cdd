import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, HandshakeRefusal, ServerToClientEvents } from '@squadup/shared';

/** The typed socket.io-client socket the app talks through. */
type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Payload of socket.io's `connect_error`: middleware rejections carry `data` from the server. */
export type ConnectError = Error & { data?: unknown };

/** socket.io's own lifecycle events the manager listens to, with their listener shapes. */
interface ReservedListeners {
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

const REFUSED: HandshakeRefusal['code'] = 'UNAUTHENTICATED';

/**
 * True when the server's handshake middleware refused the token (so a refresh may help), told by
 * the code it puts in `data`; a transport error's message says nothing reliable.
 */
export function isUnauthorizedError(error: ConnectError): boolean {
  const { data } = error;
  return typeof data === 'object' && data !== null && 'code' in data && data.code === REFUSED;
}
