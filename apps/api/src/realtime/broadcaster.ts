import type { Logger } from '../lib/logger.js';
import type { Counters } from './counters.js';
import type { DomainEvent, EventPublisher } from './events.js';
import type { Presence } from './presence.js';
import { chatRoom, sessionRoom, userRoom, type CounterJob, type RealtimeServer } from './rooms.js';

export interface Broadcaster extends EventPublisher {
  /** Resolves once the counter emits already queued are sent. */
  idle(): Promise<void>;
  /** Later events are ignored (the app is stopping). */
  close(): void;
}

export interface BroadcasterDeps {
  io: RealtimeServer;
  counters: Counters;
  presence: Pick<Presence, 'shownOrHidden'>;
  log: Logger;
  /** True with the Redis adapter: counter jobs also go to the other instances. */
  clustered: boolean;
}

/**
 * The ONE place that turns committed domain events into socket emits (architecture "Realtime").
 * Message events go to the chat room through the adapter, so they reach every instance. Counter
 * changes are recomputed from the database by the instance that holds the member's sockets
 * (counters.ts). Never throws into the service that published: failures are logged.
 */
export function createBroadcaster({
  io,
  counters,
  presence,
  log,
  clustered,
}: BroadcasterDeps): Broadcaster {
  let closed = false;

  // The Redis adapter applies socketsLeave/disconnectSockets to this instance's sockets only when
  // its own request comes back through Redis, so while Redis is down nothing would happen even
  // here. Security-relevant changes are applied locally at once, and through the adapter for the
  // other instances (the repeat here is a no-op).
  const leaveEverywhere = (room: string, chat: string) => {
    io.local.in(room).socketsLeave(chat);
    if (clustered) io.in(room).socketsLeave(chat);
  };
  const disconnectEverywhere = (room: string) => {
    io.local.in(room).disconnectSockets(true);
    if (clustered) io.in(room).disconnectSockets(true);
  };

  // A squad chat's message is not pushed to members who blocked its sender (docs/decisions/0028).
  const toChatRoom = (chatId: string, hiddenFrom: readonly string[]) =>
    hiddenFrom.length === 0
      ? io.to(chatRoom(chatId))
      : io.to(chatRoom(chatId)).except(hiddenFrom.map(userRoom));

  const counter = (job: CounterJob) => {
    counters.run(job);
    if (clustered) io.serverSideEmit('counters', job);
  };

  function handle(event: DomainEvent): void {
    switch (event.type) {
      case 'message.sent':
        toChatRoom(event.message.chat_id, event.hiddenFrom).emit('receiveMessage', event.message);
        // The sender too: sending moved their read pointer past the other member's earlier messages.
        for (const userId of [...event.recipientIds, event.message.sender_id]) {
          counter({ kind: 'chat', userId, chatId: event.message.chat_id });
        }
        return;
      case 'message.updated':
        toChatRoom(event.message.chat_id, event.hiddenFrom).emit('updateMessage', event.message);
        return;
      case 'connection.changed': {
        const [a, b] = event.userIds;
        io.to(userRoom(a)).emit('connectionUpdate', { userId: b });
        io.to(userRoom(b)).emit('connectionUpdate', { userId: a });
        return;
      }
      case 'squad.changed': {
        const departed = event.change === 'left' || event.change === 'removed';
        const told =
          departed && event.userId ? [...event.memberIds, event.userId] : event.memberIds;
        const update = { postId: event.postId, userId: event.userId, change: event.change };
        for (const userId of told) io.to(userRoom(userId)).emit('squadUpdate', update);
        if (departed && event.userId && event.chatId) {
          // Out of the room on every instance (joining again is refused), and their count drops.
          leaveEverywhere(userRoom(event.userId), chatRoom(event.chatId));
          counter({ kind: 'chat', userId: event.userId, chatId: event.chatId });
        }
        return;
      }
      case 'message.deleted':
        toChatRoom(event.chatId, event.keptBy ?? []).emit('deleteMessage', {
          _id: event.messageId,
          chat_id: event.chatId,
        });
        for (const userId of event.participantIds) {
          counter({ kind: 'chat', userId, chatId: event.chatId });
        }
        return;
      case 'chat.read':
        counter({ kind: 'chat', userId: event.userId, chatId: event.chatId });
        return;
      case 'chat.hidden':
        // Through the adapter, so a socket on any instance leaves; joining again is refused.
        for (const userId of event.userIds) {
          leaveEverywhere(userRoom(userId), chatRoom(event.chatId));
          counter({ kind: 'chat', userId, chatId: event.chatId });
        }
        return;
      case 'presence.toggled':
        presence.shownOrHidden(event.userId);
        return;
      case 'activity.changed':
        for (const userId of event.userIds) counter({ kind: 'activity', userId });
        return;
      case 'friendRequest.added':
        counter({ kind: 'friends', userId: event.addresseeId, delta: 1 });
        return;
      case 'friendRequest.removed':
        counter({ kind: 'friends', userId: event.addresseeId, delta: -1 });
        return;
      case 'session.ended':
        // Through the adapter, so the sockets close on whichever instance holds them.
        disconnectEverywhere(
          event.sessionId ? sessionRoom(event.sessionId) : userRoom(event.userId),
        );
        return;
      case 'member.deleted':
        // The adapter closes the member's sockets on every instance; their rooms go with them.
        disconnectEverywhere(userRoom(event.userId));
        for (const addresseeId of event.requestAddresseeIds) {
          counter({ kind: 'friends', userId: addresseeId, delta: -1 });
        }
        // The chat is gone, so its count is 0 and the partner's total drops by what it held.
        for (const { chatId, partnerId } of event.chats) {
          counter({ kind: 'chat', userId: partnerId, chatId });
        }
        return;
    }
  }

  return {
    publish(event) {
      if (closed) return;
      try {
        handle(event);
      } catch (error) {
        log.error({ err: error, event: event.type }, 'realtime: broadcast failed');
      }
    },
    idle: () => counters.idle(),
    close() {
      closed = true;
    },
  };
}
