import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { MemberAvatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { chatName, type ChatListItem } from '../lib/chat-list';

interface ConversationHeaderProps {
  chat: ChatListItem | undefined;
  /** Narrow screens: a way back to the list (spec point 2). */
  showBack: boolean;
}

/** The other member (avatar, name, link to their profile) above the messages. */
export function ConversationHeader({ chat, showBack }: ConversationHeaderProps) {
  return (
    <header className="flex min-h-16 items-center gap-2 border-b border-border px-3 py-2.5 sm:px-4">
      {showBack ? (
        <ButtonLink
          to="/chat"
          variant="ghost"
          size="icon-sm"
          aria-label="Back to conversations"
          className="-ml-1"
        >
          <ArrowLeft aria-hidden="true" />
        </ButtonLink>
      ) : null}
      {chat ? (
        <Link
          to={`/profile/${chat.other_user_id}`}
          className="group flex min-w-0 items-center gap-3 rounded-xl pr-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <MemberAvatar member={chat} />
          <span className="min-w-0">
            <span className="block truncate font-semibold group-hover:text-primary">
              {chatName(chat)}
            </span>
            <span className="block text-xs text-muted-foreground">View profile</span>
          </span>
        </Link>
      ) : (
        <div className="flex items-center gap-3" aria-hidden="true">
          <span className="size-10 animate-pulse rounded-full bg-muted" />
          <span className="h-4 w-32 animate-pulse rounded bg-muted" />
        </div>
      )}
    </header>
  );
}
