import type { RoomAck, TypingInput } from '@squadup/shared';
import type { Database } from '../db/client.js';
import type { Logger } from '../lib/logger.js';
import { openChat } from '../modules/chat/index.js';
import { isUuid, normaliseId } from '../lib/ids.js';
import { joinChatSignals } from './chat-signals.js';
import { chatRoom, openChatRooms, typingRoom, userRoom, type RealtimeSocket } from './rooms.js';
import { socketWorkQueue } from './socket-limits.js';

const reply = (ack: unknown, answer: RoomAck) => {
  if (typeof ack === 'function') (ack as (answer: RoomAck) => void)(answer);
};

/**
 * The client events (SOCKET_ACCESS_RULES lists each with its rule). Arguments are whatever the
 * client sent, so they are checked here and bad input is answered, never thrown. A socket's joins
 * and leaves run one after another: a leave sent right after a join cannot overtake the join's
 * participant check and leave the socket in the room. The socket's limits (socket-limits.ts) bound
 * how many wait.
 */
export function registerClientHandlers(socket: RealtimeSocket, db: Database, log: Logger): void {
  const { userId } = socket.data;
  const inOrder = socketWorkQueue(socket, log);

  // Both events take a chat id, checked the same way before the event's own work runs in order.
  const onChatEvent = (
    event: 'joinChat' | 'leaveChat',
    handle: (chatId: string) => Promise<RoomAck>,
  ) => {
    socket.on(event, (chatId: unknown, ack?: unknown) => {
      inOrder(async () => {
        if (typeof chatId !== 'string' || !isUuid(chatId)) {
          reply(ack, { ok: false, code: 'BAD_USER_INPUT' });
          return;
        }
        reply(ack, await handle(chatId));
      });
    });
  };

  onChatEvent('joinChat', async (chatId) => {
    // Already in the room (checked in order, after any leave sent before): nothing to look up.
    // A block takes both members' sockets out of the room, so a re-join after it is checked.
    if (socket.rooms.has(chatRoom(chatId))) return { ok: true };
    const signals = await openChat(db, chatId, userId);
    if (!signals) return { ok: false, code: 'FORBIDDEN' };
    await socket.join(chatRoom(chatId));
    await joinChatSignals(socket, chatId, signals);
    return { ok: true };
  });

  onChatEvent('leaveChat', async (chatId) => {
    for (const room of openChatRooms(chatId)) await socket.leave(room);
    return { ok: true };
  });

  // Typing is relayed, never stored: only to the chat's other members who show typing, and only
  // from a socket in the chat's typing room (joined with the participant check, for a member who
  // shows typing, in a chat that takes messages). In order, so it cannot overtake its join.
  const relayTyping = (input: unknown): RoomAck => {
    if (!isTypingInput(input)) return { ok: false, code: 'BAD_USER_INPUT' };
    const room = typingRoom(input.chatId);
    if (!socket.rooms.has(room)) return { ok: false, code: 'FORBIDDEN' };
    socket
      .to(room)
      .except(userRoom(userId))
      .emit('typing', { chatId: normaliseId(input.chatId), userId, typing: input.typing });
    return { ok: true };
  };
  socket.on('typing', (input: unknown, ack?: unknown) => {
    inOrder(() => {
      reply(ack, relayTyping(input));
      return Promise.resolve();
    });
  });
}

function isTypingInput(input: unknown): input is TypingInput {
  if (typeof input !== 'object' || input === null) return false;
  const { chatId, typing } = input as Record<string, unknown>;
  return typeof chatId === 'string' && isUuid(chatId) && typeof typing === 'boolean';
}
