import type { MessagePayload } from '@squadup/shared';

// Domain events and the one path they take (docs/decisions/0038-domain-events.md): a service
// records what happened on its transaction (`record(tx, event)` inside `transact`); before the
// commit the in-transaction subscribers write what must survive a crash (activity items, which
// are also the mail outbox); after the commit the dispatcher hands every event to the
// after-commit subscribers (the realtime broadcaster and its counters). Services never call
// another module's side effects and never touch sockets.

/** The post an event is about, as it was when the event happened. */
export interface PostRef {
  id: string;
  title: string;
}

/** A squad membership that changed, with what the squad's sockets need. */
/** An event as the items about it name it. */
export interface EventRef {
  id: string;
  name: string;
}

export interface SquadMemberChange {
  post: PostRef;
  /** The post's owner (the squad's owner). */
  ownerId: string;
  chatId: string;
  /** The member who joined or left. */
  userId: string;
  /** The squad chat's system line ("… joined as Frontend"). */
  line: MessagePayload;
  /** The members after the change. */
  memberIds: string[];
  /** Members who blocked `userId`: the line is not pushed to them. */
  hiddenFrom: string[];
}

/**
 * Where a send's statement stands among this instance's sends: when it left (performance.now()),
 * and the send's place in the order they were written (one statement at a time, decision 0046).
 */
/** What a member shows others in chats (Settings, docs/decisions/0082), and sees of theirs. */
export interface ChatSignals {
  typing: boolean;
  receipts: boolean;
}

export interface SendOrder {
  since: number;
  order: number;
}

/** A member's unread count in one chat and their total over all chats, as a statement read them. */
export interface UnreadCount {
  userId: string;
  count: number;
  total: number;
}

/**
 * What happened. Counter events carry only who is concerned: the broadcaster recomputes the exact
 * counts from the database, so the numbers members see always equal the rows. A sent message is
 * the exception: the statement that wrote it read the counts it changed, after the write.
 */
export type DomainEvent =
  /**
   * A message was sent; `recipientIds` are the chat's other members, `hiddenFrom` those of them
   * who blocked the sender (a squad chat): it is not pushed to them. `senderHadUnread` false: the
   * sender had nothing of others' unread in the chat, so their count (0) cannot have changed.
   * `counted`: the counts the message changed, read by its statement after the write, with where
   * that statement stands among the instance's sends: a recount queued since it left, or a later
   * send's counts, may be newer (docs/decisions/0048-unread-counts-in-the-send.md).
   */
  | {
      type: 'message.sent';
      message: MessagePayload;
      recipientIds: string[];
      hiddenFrom: string[];
      senderHadUnread: boolean;
      counted?: { counts: UnreadCount[]; sent: SendOrder };
    }
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
  /**
   * `userId` read the chat up to its newest message. `receipt`: what the chat's members who show
   * read receipts are told (null when the reader hides theirs, or the chat has no message).
   */
  | {
      type: 'chat.read';
      chatId: string;
      userId: string;
      receipt: { messageId: string; readAt: string } | null;
    }
  /** `userId` muted or unmuted the chat (its unread count goes or comes back). */
  | { type: 'chat.muted'; chatId: string; userId: string; muted: boolean }
  /**
   * A member joined a squad (an accept seated them). `memberIds` are the members after the
   * change; `line` is the squad chat's system line, not pushed to `hiddenFrom` (members who
   * blocked the joiner).
   */
  | ({ type: 'squad.memberJoined' } & SquadMemberChange)
  /**
   * A member left a squad: `how` they went (they left, or a block with the owner ended it; the
   * owner removed them; or rejected their accepted application). They leave the chat's room.
   */
  | ({ type: 'squad.memberLeft'; how: 'left' | 'removed' | 'rejected' } & SquadMemberChange)
  /** A squad's seats or its post's status moved (no member changed): `memberIds` hear of it. */
  | { type: 'squad.seatsChanged'; postId: string; memberIds: string[] }
  /** `actorId` mentioned `userIds` (@First) in the squad chat of `post` (docs/decisions/0054). */
  | { type: 'squad.mentioned'; post: PostRef; actorId: string; userIds: string[] }
  /** A round of the organiser's event proposed teams to `memberIds`. */
  | { type: 'event.proposed'; event: EventRef; organiserId: string; memberIds: string[] }
  /** The organiser posted an announcement to the event's participants (`memberIds`). */
  | { type: 'event.announced'; event: EventRef; organiserId: string; memberIds: string[] }
  /** The squad's workspace changed (pin, links, meeting, tasks, files): members refetch it. */
  | { type: 'squad.workspaceChanged'; postId: string; memberIds: string[] }
  /**
   * A seat freed on a post that had closed itself when full, and recruitment opened again;
   * `actorId` made the change (the member who left, or the owner).
   */
  | { type: 'recruitment.reopened'; post: PostRef; ownerId: string; actorId: string }
  /** A member applied (or applied again) to `post`, which `ownerId` owns. */
  | { type: 'application.received'; post: PostRef; ownerId: string; applicantId: string }
  /** The post's owner (`deciderId`) accepted or rejected `applicantId`'s application. */
  | {
      type: 'application.decided';
      post: PostRef;
      applicantId: string;
      deciderId: string;
      status: 'accepted' | 'rejected';
    }
  /** `accepterId` accepted the connection request `requesterId` sent. */
  | { type: 'connection.accepted'; requesterId: string; accepterId: string }
  /** An operator resolved a report (dismissed, or acted on its subject): its reporter is told. */
  | { type: 'report.resolved'; reportId: string; reporterId: string }
  /** These members' unread activity changed: items recorded for them, or read. */
  | { type: 'activity.changed'; userIds: string[] }
  /** The connection between the pair changed: each member's sockets hear of the other. */
  | { type: 'connection.changed'; userIds: [string, string] }
  /** `userId` showed or hid their presence (Settings): their connections hear what they now see. */
  | { type: 'presence.toggled'; userId: string }
  /**
   * `userId` turned read receipts or typing on or off (Settings): their open chats' sockets join
   * or leave the rooms of what they now show, read again from the database (docs/decisions/0082).
   */
  | { type: 'member.chatSignalsChanged'; userId: string }
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
  /** `userId` verified their e-mail address: every tab they have open stops asking them to. */
  | { type: 'member.verified'; userId: string }
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

export type DomainEventType = DomainEvent['type'];

/**
 * Runs inside the transaction, before the commit, with the events recorded on it: the durable
 * effects (rows written in the same transaction, so they exist exactly when the change does).
 * It may record further events on `tx` (the activity subscriber records who got an item).
 */
export interface InTransactionSubscriber<Tx extends object> {
  /** The event types it handles: they can only be recorded on a transaction. */
  types: ReadonlySet<DomainEventType>;
  handle(tx: Tx, events: readonly DomainEvent[]): Promise<void>;
}

/**
 * Runs after the commit, once per event: ephemeral effects (socket pushes, counters). Never
 * throws and never blocks the caller's answer; a crash before it runs loses only these.
 */
export interface AfterCommitSubscriber {
  publish(event: DomainEvent): void;
}

/** A database handle that opens transactions (drizzle's `db.transaction`). */
export interface Transactional<Tx extends object> {
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/** The dispatcher, as a service context carries it (`ctx.events`). */
export interface DomainEvents<Tx extends object> {
  /**
   * Opens a transaction on `db` whose events `record` collects; runs the in-transaction
   * subscribers before the commit and hands the events to the after-commit ones after it. Called
   * with a transaction it opened itself, it joins it (its events go with the outer commit).
   */
  transact<T>(db: Transactional<Tx>, work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Events of a write that committed by itself (one statement outside any transaction, kept so
   * because a request's statements are counted). Only ephemeral events: a type an
   * in-transaction subscriber handles must be recorded on a transaction (it throws).
   */
  committed(...events: DomainEvent[]): void;
}

// The events recorded on each open transaction, by its transaction object.
const pending = new WeakMap<object, DomainEvent[]>();

/**
 * Records `events` on `tx`, a transaction `transact` opened: they reach the subscribers when it
 * commits, and never when it rolls back. Any other handle is a programming error (the events
 * would be lost without a trace), so it throws.
 */
export function record(tx: object, ...events: DomainEvent[]): void {
  const list = pending.get(tx);
  if (!list) {
    throw new Error(
      `Domain events recorded outside transact(): ${events.map((e) => e.type).join(', ')}`,
    );
  }
  list.push(...events);
}

/** `work` in one transaction of the context's database, its events dispatched (DomainEvents.transact). */
export const transact = <Tx extends object, T>(
  ctx: { db: Transactional<Tx>; events: DomainEvents<Tx> },
  work: (tx: Tx) => Promise<T>,
): Promise<T> => ctx.events.transact(ctx.db, work);

export interface DispatcherOptions<Tx extends object> {
  inTransaction: readonly InTransactionSubscriber<Tx>[];
  afterCommit: readonly AfterCommitSubscriber[];
  /**
   * Called after each commit, before any after-commit subscriber (the fault tests' kill point:
   * SQUADUP_FAULT_KILL_AFTER_COMMIT, wired in src/events.ts).
   */
  onCommitted?: (events: readonly DomainEvent[]) => void;
}

/** The one dispatcher: the subscribers are registered where the modules are wired. */
export function createDispatcher<Tx extends object>({
  inTransaction,
  afterCommit,
  onCommitted,
}: DispatcherOptions<Tx>): DomainEvents<Tx> {
  const durable = new Set(inTransaction.flatMap((s) => [...s.types]));

  // Subscribers may record more events: each round hands them what the previous round added.
  async function beforeCommit(tx: Tx, events: DomainEvent[]): Promise<void> {
    for (let done = 0; done < events.length;) {
      const round = events.slice(done);
      done = events.length;
      for (const subscriber of inTransaction) {
        const mine = round.filter((event) => subscriber.types.has(event.type));
        if (mine.length > 0) await subscriber.handle(tx, mine);
      }
    }
  }

  function dispatch(events: readonly DomainEvent[]): void {
    if (events.length === 0) return;
    onCommitted?.(events);
    for (const event of events) {
      for (const subscriber of afterCommit) subscriber.publish(event);
    }
  }

  return {
    async transact(db, work) {
      // A helper handed the caller's transaction joins it.
      if (pending.has(db)) return work(db as unknown as Tx);
      const done = await db.transaction(async (tx) => {
        const events: DomainEvent[] = [];
        pending.set(tx, events);
        try {
          const result = await work(tx);
          await beforeCommit(tx, events);
          return { result, events };
        } finally {
          pending.delete(tx);
        }
      });
      dispatch(done.events);
      return done.result;
    },
    committed(...events) {
      const refused = events.filter((event) => durable.has(event.type));
      if (refused.length > 0) {
        throw new Error(
          `Durable domain events must be recorded on a transaction: ${refused.map((e) => e.type).join(', ')}`,
        );
      }
      dispatch(events);
    },
  };
}
