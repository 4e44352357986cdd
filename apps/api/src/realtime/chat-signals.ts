import type { Database } from '../db/client.js';
import type { ChatSignals } from '../lib/domain-events.js';
import type { Logger } from '../lib/logger.js';
import { openChat } from '../modules/chat/index.js';
import {
  chatRoom,
  receiptsRoom,
  typingRoom,
  userRoom,
  type RealtimeServer,
  type RealtimeSocket,
} from './rooms.js';

const CHAT_ROOM_PREFIX = chatRoom('');

/**
 * Puts the socket in the open chat's typing and read-receipt rooms for what the member shows
 * there, and out of those they hide (docs/decisions/0082): what is relayed to a room reaches only
 * members who show it, so a member who hides one sees nobody's.
 */
export async function joinChatSignals(
  socket: Pick<RealtimeSocket, 'join' | 'leave'>,
  chatId: string,
  signals: ChatSignals,
): Promise<void> {
  await (signals.typing ? socket.join(typingRoom(chatId)) : socket.leave(typingRoom(chatId)));
  await (signals.receipts ? socket.join(receiptsRoom(chatId)) : socket.leave(receiptsRoom(chatId)));
}

/**
 * After a member turned typing or read receipts on or off: each socket of theirs on this instance
 * joins or leaves its open chats' rooms of those (another instance does the same for its own,
 * told through the adapter). The chat is looked up again: typing also needs it open to messages.
 */
export function createChatSignals(io: RealtimeServer, db: Database, log: Logger) {
  return {
    async refresh(userId: string): Promise<void> {
      const socketIds = io.of('/').adapter.rooms.get(userRoom(userId)) ?? new Set<string>();
      for (const socketId of socketIds) {
        const socket = io.of('/').sockets.get(socketId);
        if (!socket) continue;
        const chatIds = [...socket.rooms]
          .filter((room) => room.startsWith(CHAT_ROOM_PREFIX))
          .map((room) => room.slice(CHAT_ROOM_PREFIX.length));
        for (const chatId of chatIds) {
          try {
            const signals = await openChat(db, chatId, userId);
            await joinChatSignals(socket, chatId, signals ?? { typing: false, receipts: false });
          } catch (err) {
            log.warn({ err, userId, chatId }, 'realtime: the chat signals were not refreshed');
          }
        }
      }
    },
  };
}

export type ChatSignalRooms = ReturnType<typeof createChatSignals>;
