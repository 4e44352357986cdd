import type { ClientToServerEvents, ServerToClientEvents } from '@squadup/shared';
import type { Server, Socket } from 'socket.io';
import { normaliseId } from '../lib/ids.js';

/** Every socket of a member is in this room: counters go here. */
export const userRoom = (userId: string): string => `user:${userId}`;
/** Every socket opened with one session's tokens (refresh family): logout closes them. */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;
/**
 * Sockets of a chat's participants that have the chat open: message events go here. The id is
 * normalised because a client may join with it in upper case (the database matches it anyway).
 */
export const chatRoom = (chatId: string): string => `chat:${normaliseId(chatId)}`;
/**
 * The open chat's sockets of members who show typing, in a chat that takes messages: typing is
 * relayed only between them (docs/decisions/0082).
 */
export const typingRoom = (chatId: string): string => `typing:${normaliseId(chatId)}`;
/** The open chat's sockets of members who show read receipts: a read is told only to them. */
export const receiptsRoom = (chatId: string): string => `receipts:${normaliseId(chatId)}`;
/** Every room a socket has for one open chat. */
export const openChatRooms = (chatId: string): string[] => [
  chatRoom(chatId),
  typingRoom(chatId),
  receiptsRoom(chatId),
];

/**
 * A counter change for one member, sent between instances (serverSideEmit over the Redis adapter)
 * so that only the instance holding the member's sockets recomputes and emits it.
 */
export type CounterJob =
  | { kind: 'chat'; userId: string; chatId: string }
  | { kind: 'friends'; userId: string; delta: 1 | -1 }
  | { kind: 'activity'; userId: string };

export interface InterServerEvents {
  /** Every counter job of one domain event (an instance of an older build sends one). */
  counters: (...jobs: CounterJob[]) => void;
  /** A session of each member ended: their tokens' cached bearer checks are dropped. */
  'sessions-ended': (...userIds: string[]) => void;
  /** The member changed what they show in chats: their open chats' sockets are checked again. */
  'chat-signals': (userId: string) => void;
}

/** What the handshake leaves on every socket. */
export interface SocketData {
  userId: string;
  /** The session (refresh-token family) of the handshake's access token. */
  sessionId: string;
  /** When the handshake's access token stops being accepted (ms since epoch): the socket is closed then. */
  expiresAt: number;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
