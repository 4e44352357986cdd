import type { ChatMember, ConversationChat } from '../lib/chat-list';
import { Conversation } from './conversation';

interface SquadChatPanelProps {
  chatId: string;
  postId: string;
  title: string;
  /** Every member of the squad: the senders of its messages. */
  members: readonly ChatMember[];
}

/**
 * A squad's chat inside the squad page: the same conversation as on /chat (paging, sending,
 * editing, deleting, replying, read pointers, live events), under a small header of its own.
 */
export function SquadChatPanel({ chatId, postId, title, members }: SquadChatPanelProps) {
  const chat: ConversationChat = {
    _id: chatId,
    kind: 'squad',
    other_user_id: null,
    post_id: postId,
    title,
    members: members.map(({ user_id, first_name, last_name, photo }) => ({
      user_id,
      first_name,
      last_name,
      photo,
    })),
    member_count: members.length,
    // The squad page is shown to members only: they may write.
    is_active: true,
    first_name: null,
    last_name: null,
    photo: null,
  };
  return <Conversation key={chatId} chatId={chatId} chat={chat} showBack={false} embedded />;
}
