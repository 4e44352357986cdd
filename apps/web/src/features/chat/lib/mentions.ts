import { findMentions, mentionHandle, type MentionableMember } from '@squadup/shared';

// @mentions in a squad chat (docs/decisions/0054): the composer offers the members when "@" is
// typed, and a message shows the members it names. The handle is the shared one (`@First`), so
// what the composer inserts is what the server reads.

/** Suggestions the picker shows at most. */
export const MENTION_SUGGESTIONS_MAX = 6;

/**
 * The mention being typed at `caret`: an "@" at the start or after a non-letter (not inside a word
 * or an address), then letters and digits up to the caret. `start` is the "@"'s index.
 */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|[^\p{L}\p{N}])@([\p{L}\p{N}]*)$/u.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

/** The members whose handle starts with `query` (any case), the viewer left out. */
export function mentionSuggestions<M extends MentionableMember>(
  members: readonly M[],
  query: string,
  viewerId: string | undefined,
): M[] {
  const needle = query.toLowerCase();
  return members
    .filter((member) => member.user_id !== viewerId)
    .filter((member) => mentionHandle(member)?.toLowerCase().startsWith(needle))
    .slice(0, MENTION_SUGGESTIONS_MAX);
}

/** `text` with the mention typed from `start` to `caret` replaced by '@Handle ', and the caret after it. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  handle: string,
): { text: string; caret: number } {
  const inserted = `@${handle} `;
  const after = text.slice(caret).replace(/^ /, '');
  return { text: `${text.slice(0, start)}${inserted}${after}`, caret: start + inserted.length };
}

export type MessagePart =
  { kind: 'text'; text: string } | { kind: 'mention'; text: string; self: boolean };

/**
 * A message cut into plain text and mentions of `members` (the shared findMentions rule, as the
 * server reads them), each mention marked `self` when it names the viewer.
 */
export function messageParts(
  content: string,
  members: readonly MentionableMember[],
  viewerId: string | undefined,
): MessagePart[] {
  const parts: MessagePart[] = [];
  let from = 0;
  for (const mention of findMentions(content, members)) {
    if (mention.start > from)
      parts.push({ kind: 'text', text: content.slice(from, mention.start) });
    parts.push({
      kind: 'mention',
      text: content.slice(mention.start, mention.end),
      self: mention.members.some((member) => member.user_id === viewerId),
    });
    from = mention.end;
  }
  if (from < content.length || parts.length === 0)
    parts.push({ kind: 'text', text: content.slice(from) });
  return parts;
}
