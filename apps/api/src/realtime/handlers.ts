import type { RoomAck } from '@squadup/shared';
import type { Database } from '../db/client.js';
import type { Logger } from '../lib/logger.js';
import { canOpenChat } from '../modules/chat/index.js';
import { isUuid } from '../lib/ids.js';
import { chatRoom, type RealtimeSocket } from './rooms.js';
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
    if (!(await canOpenChat(db, chatId, userId))) return { ok: false, code: 'FORBIDDEN' };
    await socket.join(chatRoom(chatId));
    return { ok: true };
  });

  onChatEvent('leaveChat', async (chatId) => {
    await socket.leave(chatRoom(chatId));
    return { ok: true };
  });
}
