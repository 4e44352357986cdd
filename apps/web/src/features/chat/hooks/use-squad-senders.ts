import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { ChatSquadMembersQuery } from '../api/chat-operations';
import type { ChatMember, ConversationChat } from '../lib/chat-list';

export interface SquadSenders {
  byId: ReadonlyMap<string, ChatMember>;
  /** Every current member is known (or cannot be): an id not among them is looked up by id. */
  complete: boolean;
}

/**
 * Who wrote what in a squad chat: the squad's members by id (the row's faces until the squad has
 * loaded). Nothing for a direct chat, whose other member the header already names. A member who
 * has left is no longer in the squad: the bubble looks them up by id.
 */
export function useSquadSenders(chat: ConversationChat | undefined): SquadSenders {
  const postId = chat?.kind === 'squad' ? chat.post_id : null;
  const { data, error } = useQuery(ChatSquadMembersQuery, {
    variables: { postId: postId ?? '' },
    skip: !postId,
    // The squad page has loaded it already; elsewhere one request per opened squad chat.
    fetchPolicy: 'cache-first',
    // No squad to read: each sender is then looked up on their own (see `complete`).
    context: { skipErrorToast: true },
  });
  const loaded = postId ? data?.loadSquad.members : undefined;
  const preview = chat?.kind === 'squad' ? chat.members : undefined;
  // A squad chat whose post is gone (no post_id) or whose squad cannot be read has no member
  // list to wait for: whoever is not among the faces is looked up by id.
  const complete = Boolean(loaded) || (chat?.kind === 'squad' && (!postId || Boolean(error)));
  return useMemo(() => {
    const byId = new Map<string, ChatMember>();
    for (const member of [...(preview ?? []), ...(loaded ?? [])]) byId.set(member.user_id, member);
    return { byId, complete };
  }, [preview, loaded, complete]);
}
