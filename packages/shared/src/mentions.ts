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

/**
 * The members `content` mentions: `@Handle` (any case) not followed by a letter or digit, and not
 * preceded by one (an e-mail address mentions nobody). Members sharing a first name are all
 * mentioned by it.
 */
export function mentionedMembers<M extends MentionableMember>(
  content: string,
  members: readonly M[],
): M[] {
  if (!content.includes('@')) return [];
  return members.filter((member) => {
    const handle = mentionHandle(member);
    if (!handle) return false;
    return new RegExp(`(^|[^\\p{L}\\p{N}])@${escape(handle)}(?![\\p{L}\\p{N}])`, 'iu').test(
      content,
    );
  });
}
