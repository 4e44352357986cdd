import type { HandshakeRefusal } from '@squadup/shared';

/** Payload of socket.io's `connect_error`: middleware rejections carry `data` from the server. */
export type ConnectError = Error & { data?: unknown };

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
