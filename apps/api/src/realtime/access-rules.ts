import type { ClientEventName } from '@squadup/shared';

/**
 * Who may do what over the socket (style habit 3: no unguarded operation). `connection` is the
 * handshake; every client event the server handles must be listed, which
 * test/socket-access.test.ts checks against the handlers a live socket has.
 */
export type SocketAccessRule =
  /** A valid access token at the handshake (handshake.ts), within the member's socket limit. */
  | 'authenticated'
  /** Any connected member; acts only on that member's own socket. */
  | 'member'
  /** The member is in the chat (either of a direct pair, neither blocking the other; a current squad member), checked in the database. */
  | 'chat participant';

export const SOCKET_ACCESS_RULES = {
  connection: 'authenticated',
  joinChat: 'chat participant',
  leaveChat: 'member',
  sendMessage: 'chat participant',
  // Checked when the socket joined the chat: only then is it in the chat's typing room
  // (docs/decisions/0082), so the event itself needs no database work.
  typing: 'chat participant',
} as const satisfies Record<ClientEventName | 'connection', SocketAccessRule>;
