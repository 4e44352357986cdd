// Socket event names and payloads, typed once for socket.io's generics:
// `new Server<ClientToServerEvents, ServerToClientEvents>()` and
// `io() as Socket<ServerToClientEvents, ClientToServerEvents>`.
import type { ErrorCode } from './errors.js';
import type { Message, UnreadCount } from './generated/graphql.js';
import { SEND_ADMISSION } from './limits.js';

/** A message as pushed over the socket: the GraphQL `Message` shape, without __typename. */
export type MessagePayload = Omit<Message, '__typename'>;

/** Per-chat unread count, as in the GraphQL `UnreadCount` type. */
export type UnreadCountPayload = Omit<UnreadCount, '__typename'>;

/** Sent once after the counters socket connects; seeds the client's counters. */
export interface InitialCountsPayload {
  totalUnread: number;
  chatUnreadCounts: UnreadCountPayload[];
  friendRequestCount: number;
  /** Unread activity items; the bell shows it with friendRequestCount. */
  activityCount: number;
}

export interface ChatUnreadUpdatePayload {
  chatId: string;
  count: number;
}

/** A chat the member muted or unmuted (in another tab, or on another device). */
export interface ChatMuteUpdatePayload {
  chatId: string;
  muted: boolean;
}

export interface CountPayload {
  count: number;
}

/**
 * A squad changed (a member joined, left or was removed; its seats or status moved; its
 * workspace changed): members refetch it. Sent to every member's sockets, and to the member who
 * left or was removed.
 */
export interface SquadUpdatePayload {
  postId: string;
  /** The member who joined, left or was removed, when that is what changed. */
  userId: string | null;
  change: 'joined' | 'left' | 'removed' | 'seats' | 'workspace';
}

/**
 * The viewer's connection with `userId` changed (a request sent, cancelled, accepted or declined;
 * a connection removed; a block): screens that show the pair's relation refetch it.
 */
export interface ConnectionUpdatePayload {
  userId: string;
}

/**
 * A connection's presence changed (decision 0032): their first socket opened or their last one
 * closed, or they showed or hid their presence. Hidden reads as offline with no last_seen.
 */
export interface PresenceUpdatePayload {
  userId: string;
  online: boolean;
  last_seen: string | null;
}

/** What changed on the member's account: so far, that their address is now verified. */
export interface AccountUpdatePayload {
  email_verified: true;
}

/**
 * A member of the chat read it up to `last_read_message_id` (decision 0082): their read receipt.
 * Sent only when the reader shows read receipts, and only to the chat's open sockets of members
 * who show theirs.
 */
export interface ChatReadPayload {
  chatId: string;
  userId: string;
  last_read_message_id: string;
  read_at: string;
}

/**
 * A member of the chat started (`typing: true`) or stopped typing. The client says it again every
 * `TYPING.repeatMs` while the member types, and shows it for at most `TYPING.shownMs` after the
 * last word from them (a client that vanished stops showing by itself).
 */
export interface TypingPayload {
  chatId: string;
  userId: string;
  typing: boolean;
}

/** What a client sends with `typing`: the chat open in its composer, and whether they type. */
export interface TypingInput {
  chatId: string;
  typing: boolean;
}

export interface DeletedMessagePayload {
  _id: string;
  chat_id: string;
}

/**
 * The `data` of the `connect_error` a client gets when the handshake refuses its access token
 * (missing, expired, or its session ended). Clients tell it by the code, never by the message.
 */
export interface HandshakeRefusal {
  code: Extract<ErrorCode, 'UNAUTHENTICATED'>;
}

/** Sent just before the server closes a socket that went over SOCKET_LIMITS (then it disconnects). */
export interface RateLimitedPayload {
  code: 'TOO_MANY_REQUESTS';
  message: string;
}

export const SERVER_EVENTS = {
  receiveMessage: 'receiveMessage',
  updateMessage: 'updateMessage',
  deleteMessage: 'deleteMessage',
  initialCounts: 'initialCounts',
  chatUnreadUpdate: 'chatUnreadUpdate',
  chatMuteUpdate: 'chatMuteUpdate',
  totalUnreadUpdate: 'totalUnreadUpdate',
  friendRequestUpdate: 'friendRequestUpdate',
  friendRequestIncrement: 'friendRequestIncrement',
  friendRequestDecrement: 'friendRequestDecrement',
  rateLimited: 'rateLimited',
  squadUpdate: 'squadUpdate',
  activityUpdate: 'activityUpdate',
  connectionUpdate: 'connectionUpdate',
  presenceUpdate: 'presenceUpdate',
  accountUpdate: 'accountUpdate',
  chatRead: 'chatRead',
  typing: 'typing',
} as const satisfies { [K in ServerEventName]: K };

export const CLIENT_EVENTS = {
  joinChat: 'joinChat',
  leaveChat: 'leaveChat',
  sendMessage: 'sendMessage',
  typing: 'typing',
} as const satisfies { [K in ClientEventName]: K };

/** Events the server emits. Increment/decrement carry no payload: the client adjusts by one. */
export interface ServerToClientEvents {
  receiveMessage: (message: MessagePayload) => void;
  updateMessage: (message: MessagePayload) => void;
  deleteMessage: (deleted: DeletedMessagePayload) => void;
  initialCounts: (counts: InitialCountsPayload) => void;
  chatUnreadUpdate: (update: ChatUnreadUpdatePayload) => void;
  chatMuteUpdate: (update: ChatMuteUpdatePayload) => void;
  totalUnreadUpdate: (update: CountPayload) => void;
  friendRequestUpdate: (update: CountPayload) => void;
  friendRequestIncrement: () => void;
  friendRequestDecrement: () => void;
  rateLimited: (reason: RateLimitedPayload) => void;
  squadUpdate: (update: SquadUpdatePayload) => void;
  /** The member's unread activity count changed (exact, recomputed from the rows). */
  activityUpdate: (update: CountPayload) => void;
  /** A connection of the member's changed (sent to both members of the pair). */
  connectionUpdate: (update: ConnectionUpdatePayload) => void;
  /** A connection came online, went offline, or showed or hid their presence. */
  presenceUpdate: (update: PresenceUpdatePayload) => void;
  /** The member's own account changed elsewhere (another tab, another device). */
  accountUpdate: (update: AccountUpdatePayload) => void;
  /** A member read the chat (their read receipt), to members who show read receipts. */
  chatRead: (read: ChatReadPayload) => void;
  /** A member started or stopped typing in the chat, to members who show typing. */
  typing: (typing: TypingPayload) => void;
}

/** What joinChat and leaveChat answer when the client asks (an acknowledgement callback). */
export type RoomAck = { ok: true } | { ok: false; code: 'BAD_USER_INPUT' | 'FORBIDDEN' };

/** What a client sends with `sendMessage`: the arguments of the GraphQL mutation of that name. */
export interface SendMessageInput {
  chatId: string;
  content: string;
  replyToMessageId?: string | null;
  /** A file sent with the message, as for the mutation's `attachment`. */
  attachment?: { fileUrl: string; name: string } | null;
}

/**
 * The answer to `sendMessage`: the stored message (as the mutation returns it), or the refusal's
 * stable code and its safe message. SERVICE_UNAVAILABLE with `retryAfterMs` means the instance is
 * busy and nothing was written: send the same message again after that long
 * (docs/decisions/0043-socket-sends-and-admission.md).
 */
export type SendMessageAck =
  | { ok: true; message: MessagePayload }
  | { ok: false; code: ErrorCode; message: string; retryAfterMs?: number };

/**
 * How long to wait before retry `n` (0-based) of a send the server refused as busy: what it asked,
 * doubled each time up to SEND_ADMISSION.retryMaxDelayMs (never below what it asked), plus up to
 * half again at random (`random`, 0 to 1) so that refused clients do not all come back at once.
 */
export const sendRetryDelayMs = (retryAfterMs: number, n: number, random: number): number =>
  Math.round(
    Math.max(
      retryAfterMs,
      Math.min(SEND_ADMISSION.retryMaxDelayMs, retryAfterMs * SEND_ADMISSION.retryBackoff ** n),
    ) *
      (1 + random / 2),
  );

/** Events the client emits; the server joins a chat room only for a participant. */
export interface ClientToServerEvents {
  joinChat: (chatId: string, ack?: (answer: RoomAck) => void) => void;
  leaveChat: (chatId: string, ack?: (answer: RoomAck) => void) => void;
  /** Sends a message, as the GraphQL mutation does (the same service, rules and quota). */
  sendMessage: (input: SendMessageInput, ack?: (answer: SendMessageAck) => void) => void;
  /**
   * Says the member is typing in (or stopped typing in) a chat they have open. Relayed only
   * between sockets of members who show typing, in a chat they may write in; no answer.
   */
  typing: (input: TypingInput, ack?: (answer: RoomAck) => void) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ClientEventName = keyof ClientToServerEvents;

/** socket.io-client options from the spec: polling only, credentials, endless retries. */
export interface SocketClientOptions {
  transports: string[]; // mutable array: socket.io-client's option type rejects readonly
  withCredentials: boolean;
  reconnection: boolean;
  reconnectionAttempts: number;
  reconnectionDelay: number;
  reconnectionDelayMax: number;
  timeout: number;
}

export const SOCKET_CLIENT_OPTIONS: SocketClientOptions = {
  transports: ['polling'],
  withCredentials: true,
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20_000,
};
