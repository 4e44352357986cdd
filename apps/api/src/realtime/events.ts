import type { MessagePayload } from '@squadup/shared';

/**
 * What happened, as services report it after their transaction commits. The broadcaster
 * (realtime/broadcaster.ts) turns each event into the spec's socket emits; services never touch
 * sockets. Counter events carry only who is concerned: the broadcaster recomputes the exact counts
 * from the database, so the numbers members see always equal the rows.
 */
export type DomainEvent =
  /**
   * A message was sent; `recipientIds` are the chat's other members, `hiddenFrom` those of them
   * who blocked the sender (a squad chat): it is not pushed to them.
   */
  | { type: 'message.sent'; message: MessagePayload; recipientIds: string[]; hiddenFrom: string[] }
  | { type: 'message.updated'; message: MessagePayload; hiddenFrom: string[] }
  /**
   * A message was deleted, or hidden by an operator: `keptBy` (its sender, for a hidden one) still
   * sees it, so their sockets are not told (docs/decisions/0034).
   */
  | {
      type: 'message.deleted';
      chatId: string;
      messageId: string;
      participantIds: string[];
      keptBy?: string[];
    }
  /** `userId` read the chat up to its newest message. */
  | { type: 'chat.read'; chatId: string; userId: string }
  /**
   * A squad changed: `userId` joined, left or was removed (change), or its seats or status moved
   * ('seats', userId null). `memberIds` are the members after the change; a member who left or
   * was removed is `userId` and leaves the squad chat's room. The system line is its own
   * message.sent event.
   */
  | {
      type: 'squad.changed';
      postId: string;
      chatId: string | null;
      change: 'joined' | 'left' | 'removed' | 'seats';
      userId: string | null;
      memberIds: string[];
    }
  /** These members' unread activity changed: items recorded for them, or read. */
  | { type: 'activity.changed'; userIds: string[] }
  /** The connection between the pair changed: each member's sockets hear of the other. */
  | { type: 'connection.changed'; userIds: [string, string] }
  /** `userId` showed or hid their presence (Settings): their connections hear what they now see. */
  | { type: 'presence.toggled'; userId: string }
  /** A block between `userIds` hid their chat from both (sockets leave its room, counts drop). */
  | { type: 'chat.hidden'; chatId: string; userIds: string[] }
  /** A pending request addressed to `addresseeId` appeared (sent) or went away (accepted, declined, blocked). */
  | { type: 'friendRequest.added'; addresseeId: string }
  | { type: 'friendRequest.removed'; addresseeId: string }
  /**
   * Sessions ended (logout: `sessionId` only; sign out everywhere or a password reset: all of
   * the member's): their open sockets are closed on every instance.
   */
  | { type: 'session.ended'; userId: string; sessionId?: string }
  /**
   * `userId` deleted their account (every row of theirs is gone): their pending requests left
   * `requestAddresseeIds`' badges, their chats left the partners' unread counts, and their own
   * sockets are closed.
   */
  | {
      type: 'member.deleted';
      userId: string;
      requestAddresseeIds: string[];
      chats: { chatId: string; partnerId: string }[];
    };

export interface EventPublisher {
  /** Called after commit. Never throws and never blocks the caller's answer. */
  publish(event: DomainEvent): void;
}
