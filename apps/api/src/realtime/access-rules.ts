import type { ClientEventName } from '@squadup/shared';

/**
 * Who may do what over the socket (style habit 3: no unguarded operation). `connection` is the
 * handshake; every client event the server handles must be listed, which
 * test/socket-access.test.ts checks against the handlers a live socket has.
 */
export type SocketAccessRule =
  /** A valid access token at the handshake (handshake.ts). */
  | 'authenticated'
  /** Any connected member; acts only on that member's own socket. */
  | 'member'
  /** The member is one of the chat's two participants, and neither blocked the other (checked in the database). */
  | 'chat participant';

export const SOCKET_ACCESS_RULES = {
  connection: 'authenticated',
  joinChat: 'chat participant',
  leaveChat: 'member',
} as const satisfies Record<ClientEventName | 'connection', SocketAccessRule>;
