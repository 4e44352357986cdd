import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { TEXT_LIMITS } from '@squadup/shared';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { filterChats, type ChatListItem } from '../lib/chat-list';
import { ChatListRow } from './chat-list-row';
import { StartConversationHint } from './empty-conversation';

interface ChatListProps {
  chats: readonly ChatListItem[] | undefined;
  loading: boolean;
  activeChatId: string | undefined;
  /** Narrow screens with no chat open say what to do (spec wording). */
  showHint: boolean;
  className?: string;
}

/**
 * The conversation list: 'Messages', a search box that filters by the other
 * member's name (the spec's does not filter; the issue asks it to), the rows, and a round button
 * to Contacts for starting a new conversation.
 */
export function ChatList({ chats, loading, activeChatId, showHint, className }: ChatListProps) {
  const [search, setSearch] = useState('');
  const shown = filterChats(chats ?? [], search);
  return (
    <section aria-label="Conversations" className={cn('flex min-h-0 flex-col', className)}>
      <header className="flex items-start justify-between gap-3 px-4 pt-4 pb-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold tracking-tight">Messages</h1>
          {showHint ? (
            <p className="mt-0.5 text-sm text-muted-foreground">
              Select a conversation to start messaging.
            </p>
          ) : null}
        </div>
        <Link
          to="/contacts"
          aria-label="New conversation"
          title="New conversation"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-fill text-primary-foreground shadow-soft transition-colors hover:bg-primary-fill/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card focus-visible:outline-none"
        >
          <Plus className="size-5" aria-hidden="true" />
        </Link>
      </header>
      <div className="px-4 pb-3">
        <SearchInput
          label="Search conversations"
          placeholder="Search conversations..."
          value={search}
          maxLength={TEXT_LIMITS.searchMax}
          onChange={setSearch}
          iconClassName="left-3 size-4"
          inputClassName="h-10 rounded-full bg-muted/50 pl-9"
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-2">
        {loading ? (
          <div className="flex justify-center py-10">
            <Spinner size="sm" label="Loading conversations..." />
          </div>
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
            <p className="text-sm text-muted-foreground">No conversations found.</p>
            {/* Narrow screens have no pane beside the list to say how a first one starts. */}
            {showHint && chats?.length === 0 ? <StartConversationHint /> : null}
          </div>
        ) : (
          <ul className="flex flex-col gap-0.5">
            {shown.map((chat) => (
              <ChatListRow key={chat._id} chat={chat} active={chat._id === activeChatId} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
