import type { ChatMessage } from './messages';
import { isSystem, isVisible } from './messages';

/** Each member's furthest read in the open chat, as told live (`chatRead`): member id to message id. */
export type LiveReads = ReadonlyMap<string, string>;

/**
 * The members other than its sender who read `message`: those the API listed in its read_by,
 * and those whose live read reached it since. UUID v7 ids in lower case compare in send order.
 */
export function readersOf(message: ChatMessage, live: LiveReads): Set<string> {
  const readers = new Set(message.read_by.map((receipt) => receipt.user_id));
  for (const [userId, messageId] of live) {
    if (messageId >= message._id) readers.add(userId);
  }
  readers.delete(message.sender_id);
  return readers;
}

/**
 * Where the receipt shows, and what it says: under the viewer's newest message, "Seen" in a
 * direct chat once the other member read it, "Seen by N" in a squad's. Null when nobody has.
 */
export function receiptLine(
  messages: readonly ChatMessage[],
  viewerId: string | undefined,
  live: LiveReads,
  squad: boolean,
): { messageId: string; text: string } | null {
  if (!viewerId) return null;
  const newestOwn = messages.findLast(
    (m) => m.sender_id === viewerId && !isSystem(m) && isVisible(m, viewerId),
  );
  if (!newestOwn) return null;
  const readers = readersOf(newestOwn, live).size;
  if (readers === 0) return null;
  return { messageId: newestOwn._id, text: squad ? `Seen by ${readers}` : 'Seen' };
}

/**
 * What the typing line says of the members typing now (names in the order they started): one or
 * two by name, more as a count. Empty when nobody types.
 */
export function typingText(names: readonly string[]): string {
  const [first, second] = names;
  if (first === undefined) return '';
  if (second === undefined) return `${first} is typing…`;
  if (names.length === 2) return `${first} and ${second} are typing…`;
  return `${names.length} people are typing…`;
}
