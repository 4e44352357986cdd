// @mentions in a squad chat: the web offers `@First` when a member types "@", and the server
// tells each member a message names. One rule for both, so what the composer inserts is what
// the server reads (docs/decisions/0054).

export interface MentionableMember {
  user_id: string;
  first_name?: string | null;
}

/** The handle a member is mentioned by: their first name without spaces ("Mary Ann" → MaryAnn). */
export const mentionHandle = (member: MentionableMember): string | null => {
  const handle = (member.first_name ?? '').replace(/\s+/g, '');
  return handle.length > 0 ? handle : null;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** One mention in a text: where it stands and the members its handle names. */
export interface FoundMention<M> {
  start: number;
  end: number;
  members: M[];
}

/**
 * The mentions of `members` in `content`, in order: `@Handle` (any case) not preceded by a letter
 * or digit (an e-mail address mentions nobody) nor followed by one (`@Anatomy` is not `@Ana`).
 * Members sharing a first name are all named by it. The server tells them; the web highlights them.
 */
export function findMentions<M extends MentionableMember>(
  content: string,
  members: readonly M[],
): FoundMention<M>[] {
  if (!content.includes('@')) return [];
  const byHandle = new Map<string, M[]>();
  for (const member of members) {
    const handle = mentionHandle(member)?.toLowerCase();
    if (handle) byHandle.set(handle, [...(byHandle.get(handle) ?? []), member]);
  }
  if (byHandle.size === 0) return [];
  // Longest first, so '@Annabel' is not read as '@Anna' followed by 'bel'.
  const names = [...byHandle.keys()].sort((a, b) => b.length - a.length).map(escape);
  const found: FoundMention<M>[] = [];
  for (const match of content.matchAll(new RegExp(`@(?:${names.join('|')})`, 'giu'))) {
    const start = match.index;
    const end = start + match[0].length;
    const before = content.slice(start - 1, start);
    const after = content.slice(end, end + 1);
    if (LETTER_OR_DIGIT.test(before) || LETTER_OR_DIGIT.test(after)) continue;
    found.push({ start, end, members: byHandle.get(match[0].slice(1).toLowerCase()) ?? [] });
  }
  return found;
}

/** The members `content` mentions (findMentions' rule), each once, in the order given. */
export function mentionedMembers<M extends MentionableMember>(
  content: string,
  members: readonly M[],
): M[] {
  const named = new Set(findMentions(content, members).flatMap((m) => m.members));
  return members.filter((member) => named.has(member));
}
