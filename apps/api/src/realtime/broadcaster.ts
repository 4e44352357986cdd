import type { MessagePayload, SquadUpdatePayload } from '@squadup/shared';
import type {
  AfterCommitSubscriber,
  DomainEvent,
  SendOrder,
  UnreadCount,
} from '../lib/domain-events.js';
import type { Logger } from '../lib/logger.js';
import type { ChatSignalRooms } from './chat-signals.js';
import type { Counters } from './counters.js';
import type { Presence } from './presence.js';
import {
  chatRoom,
  openChatRooms,
  receiptsRoom,
  sessionRoom,
  userRoom,
  type CounterJob,
  type RealtimeServer,
} from './rooms.js';

export interface Broadcaster extends AfterCommitSubscriber {
  /** Resolves once the counter emits already queued are sent. */
  idle(): Promise<void>;
  /** Later events are ignored (the app is stopping). */
  close(): void;
}

export interface BroadcasterDeps {
  io: RealtimeServer;
  counters: Counters;
  presence: Pick<Presence, 'shownOrHidden'>;
  chatSignals: ChatSignalRooms;
  log: Logger;
  /** True with the Redis adapter: counter jobs also go to the other instances. */
  clustered: boolean;
}

/**
 * The ONE place that turns committed domain events into socket emits (architecture "Realtime"),
 * an after-commit subscriber of the dispatcher (docs/decisions/0038); events it has no emit for
 * (an application received, a report resolved) pass by.
 * Message events go to the chat room through the adapter, so they reach every instance. Counter
 * changes are recomputed from the database by the instance that holds the member's sockets
 * (counters.ts), except a message's counts on the instance that sent it, which its statement read
 * (docs/decisions/0048-unread-counts-in-the-send.md). Never throws into the service that published: failures are logged.
 */
export function createBroadcaster({
  io,
  counters,
  presence,
  chatSignals,
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
  // The other instances' cached bearer checks for the member (this instance's cache dropped them
  // as an after-commit subscriber of its own, before this).
  const sessionsEndedEverywhere = (userId: string) => {
    if (clustered) io.serverSideEmit('sessions-ended', userId);
  };

  // A squad chat's message is not pushed to members who blocked its sender (docs/decisions/0028).
  const toChatRoom = (chatId: string, hiddenFrom: readonly string[]) =>
    hiddenFrom.length === 0
      ? io.to(chatRoom(chatId))
      : io.to(chatRoom(chatId)).except(hiddenFrom.map(userRoom));

  // The counter jobs of one event reach the other instances in ONE inter-server message (a squad
  // message's members included), sent once the event is handled.
  let forPeers: CounterJob[] = [];
  const counter = (job: CounterJob) => {
    counters.run(job);
    if (clustered) forPeers.push(job);
  };

  // One emit to the room: socket.io encodes the packet once for all its sockets (`except` only
  // filters them), so a squad message costs one serialisation, not one per member.
  const messageSent = (
    message: MessagePayload,
    recipientIds: readonly string[],
    hiddenFrom: readonly string[],
    senderHadUnread: boolean,
    counted?: { counts: readonly UnreadCount[]; sent: SendOrder },
  ) => {
    toChatRoom(message.chat_id, hiddenFrom).emit('receiveMessage', message);
    // Not those who blocked the sender: the message does not count for them. The sender when
    // sending moved their read pointer past others' unread messages; with none unread their
    // count was 0 and stays 0, so a recount could not change what they see.
    const hidden = new Set(hiddenFrom);
    const concerned = recipientIds.filter((userId) => !hidden.has(userId));
    if (senderHadUnread) concerned.push(message.sender_id);
    const values = new Map(counted?.counts.map((value) => [value.userId, value]));
    for (const userId of concerned) {
      const job: CounterJob = { kind: 'chat', userId, chatId: message.chat_id };
      const value = values.get(userId);
      // What the send's statement read is sent here; other instances recount their sockets'.
      if (!value || !counted) {
        counter(job);
        continue;
      }
      counters.counted(message.chat_id, value, counted.sent);
      if (clustered) forPeers.push(job);
    }
  };

  const squadUpdate = (
    postId: string,
    userId: string | null,
    change: SquadUpdatePayload['change'],
    told: readonly string[],
  ) => {
    const update = { postId, userId, change };
    for (const member of told) io.to(userRoom(member)).emit('squadUpdate', update);
  };

  function handle(event: DomainEvent): void {
    switch (event.type) {
      case 'message.sent':
        messageSent(
          event.message,
          event.recipientIds,
          event.hiddenFrom,
          event.senderHadUnread,
          event.counted,
        );
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
      // A squad change: its system line to the chat, then the change to every member.
      case 'squad.memberJoined': {
        const others = event.memberIds.filter((id) => id !== event.userId);
        messageSent(event.line, others, event.hiddenFrom, true);
        squadUpdate(event.post.id, event.userId, 'joined', event.memberIds);
        return;
      }
      case 'squad.memberLeft': {
        const others = event.memberIds.filter((id) => id !== event.userId);
        messageSent(event.line, others, event.hiddenFrom, true);
        // A rejected member was removed from the squad, as its line says.
        const change = event.how === 'left' ? 'left' : 'removed';
        // Whoever left hears of it too.
        squadUpdate(event.post.id, event.userId, change, [...event.memberIds, event.userId]);
        // Out of the room on every instance (joining again is refused), and their count drops.
        leaveEverywhere(userRoom(event.userId), chatRoom(event.chatId));
        counter({ kind: 'chat', userId: event.userId, chatId: event.chatId });
        return;
      }
      case 'squad.seatsChanged':
        squadUpdate(event.postId, null, 'seats', event.memberIds);
        return;
      case 'squad.workspaceChanged':
        squadUpdate(event.postId, null, 'workspace', event.memberIds);
        return;
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
        // The receipt reaches the members who show theirs (docs/decisions/0082), not the reader.
        if (event.receipt)
          io.to(receiptsRoom(event.chatId)).except(userRoom(event.userId)).emit('chatRead', {
            chatId: event.chatId,
            userId: event.userId,
            last_read_message_id: event.receipt.messageId,
            read_at: event.receipt.readAt,
          });
        return;
      case 'chat.muted':
        // The member's other tabs show the chat muted (or not); its count goes (or comes back).
        io.to(userRoom(event.userId)).emit('chatMuteUpdate', {
          chatId: event.chatId,
          muted: event.muted,
        });
        counter({ kind: 'chat', userId: event.userId, chatId: event.chatId });
        return;
      case 'chat.hidden':
        // Through the adapter, so a socket on any instance leaves; joining again is refused.
        for (const userId of event.userIds) {
          for (const room of openChatRooms(event.chatId)) leaveEverywhere(userRoom(userId), room);
          counter({ kind: 'chat', userId, chatId: event.chatId });
        }
        return;
      case 'presence.toggled':
        presence.shownOrHidden(event.userId);
        return;
      case 'member.chatSignalsChanged':
        // Each instance checks its own sockets of the member again.
        void chatSignals.refresh(event.userId);
        if (clustered) io.serverSideEmit('chat-signals', event.userId);
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
        sessionsEndedEverywhere(event.userId);
        return;
      case 'member.verified':
        io.to(userRoom(event.userId)).emit('accountUpdate', { email_verified: true });
        return;
      case 'member.deleted':
        // The adapter closes the member's sockets on every instance; their rooms go with them.
        disconnectEverywhere(userRoom(event.userId));
        sessionsEndedEverywhere(event.userId);
        for (const addresseeId of event.requestAddresseeIds) {
          counter({ kind: 'friends', userId: addresseeId, delta: -1 });
        }
        // The chat is gone, so its count is 0 and the partner's total drops by what it held.
        for (const { chatId, partnerId } of event.chats) {
          counter({ kind: 'chat', userId: partnerId, chatId });
        }
        return;
      default:
        return;
    }
  }

  return {
    publish(event) {
      if (closed) return;
      try {
        handle(event);
        if (forPeers.length > 0) io.serverSideEmit('counters', ...forPeers);
      } catch (error) {
        log.error({ err: error, event: event.type }, 'realtime: broadcast failed');
      } finally {
        forPeers = [];
      }
    },
    idle: () => counters.idle(),
    close() {
      closed = true;
    },
  };
}
