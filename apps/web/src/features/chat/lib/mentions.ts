import { mentionHandle, type MentionableMember } from '@squadup/shared';

// @mentions in a squad chat (docs/decisions/0054): the composer offers the members when "@" is
// typed, and a message shows the members it names. The handle is the shared one (`@First`), so
// what the composer inserts is what the server reads.

/** Suggestions the picker shows at most. */
export const MENTION_SUGGESTIONS_MAX = 6;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message cut into plain text and mentions of `members` (`@Handle`, any case, on its own as the
 * server reads it), each mention marked `self` when it names the viewer.
 */
export function messageParts(
  content: string,
  members: readonly MentionableMember[],
  viewerId: string | undefined,
): MessagePart[] {
  if (!content.includes('@')) return [{ kind: 'text', text: content }];
  const handles = new Map<string, boolean>();
  for (const member of members) {
    const handle = mentionHandle(member)?.toLowerCase();
    if (handle) handles.set(handle, (handles.get(handle) ?? false) || member.user_id === viewerId);
  }
  if (handles.size === 0) return [{ kind: 'text', text: content }];
  // Longest first, so '@Annabel' is not read as '@Anna' followed by 'bel'.
  const names = [...handles.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`@(?:${names.join('|')})`, 'giu');
  const parts: MessagePart[] = [];
  let from = 0;
  for (const match of content.matchAll(pattern)) {
    const at = match.index;
    const end = at + match[0].length;
    const previous = content.slice(0, at).slice(-1);
    const next = content.slice(end, end + 1);
    // Not inside a word or an address, and not the start of a longer word.
    if ((previous && LETTER_OR_DIGIT.test(previous)) || (next && LETTER_OR_DIGIT.test(next))) {
      continue;
    }
    if (at > from) parts.push({ kind: 'text', text: content.slice(from, at) });
    const self = handles.get(match[0].slice(1).toLowerCase()) ?? false;
    parts.push({ kind: 'mention', text: match[0], self });
    from = end;
  }
  if (from < content.length) parts.push({ kind: 'text', text: content.slice(from) });
  return parts;
}
