import { Link } from 'react-router-dom';
import { BellOff } from 'lucide-react';
import { AvatarStack, MemberAvatar } from '@/components/ui/avatar';
import { CountBadge } from '@/components/ui/count-badge';
import { cn } from '@/lib/cn';
import { useCountersStore } from '@/stores/counters';
import { chatName, SQUAD_FACES_IN_CHAT, type ChatListItem } from '../lib/chat-list';
import { fullTime, listTime } from '../lib/message-time';

/**
 * One conversation: the other member's avatar and name, or a squad's stacked faces and post title;
 * the last message's time and text, and the live unread badge.
 */
export function ChatListRow({ chat, active }: { chat: ChatListItem; active: boolean }) {
  const unread = useCountersStore((state) => state.unreadByChat[chat._id] ?? 0);
  const hasUnread = unread > 0 && !active;
  return (
    <li>
      <Link
        to={`/chat/${chat._id}`}
        aria-current={active ? 'page' : undefined}
        data-testid="chat-row"
        className={cn(
          'flex items-center gap-3 rounded-xl px-3 py-2.5 transition-colors',
          'hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          active && 'bg-primary-soft hover:bg-primary-soft',
        )}
      >
        {chat.kind === 'squad' ? (
          // A fixed slot (two faces and "+N"), so the titles of squad rows line up.
          <AvatarStack
            members={chat.members.slice(0, SQUAD_FACES_IN_CHAT)}
            total={chat.member_count}
            label={`Squad: ${chat.member_count} ${chat.member_count === 1 ? 'member' : 'members'}`}
            className="w-20 shrink-0"
          />
        ) : (
          <MemberAvatar member={chat} online={chat.is_online} />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <span className="flex min-w-0 items-center gap-1.5">
              <span
                className={cn(
                  'truncate text-sm font-semibold',
                  active && 'text-primary-soft-foreground',
                )}
              >
                {chatName(chat)}
              </span>
              {chat.muted ? (
                <BellOff
                  role="img"
                  aria-label="Muted"
                  className="size-3.5 shrink-0 self-center text-muted-foreground"
                />
              ) : null}
            </span>
            {chat.last_message_at ? (
              <time
                dateTime={chat.last_message_at}
                title={fullTime(chat.last_message_at)}
                className={cn(
                  'shrink-0 text-[0.6875rem] text-muted-foreground tabular-nums',
                  hasUnread && 'font-semibold text-primary',
                )}
              >
                {listTime(chat.last_message_at)}
              </time>
            ) : null}
          </div>
          <div className="mt-0.5 flex items-center justify-between gap-2">
            <span
              className={cn(
                'truncate text-[0.8125rem] text-muted-foreground',
                hasUnread && 'font-medium text-foreground',
                !chat.last_message_content && 'italic',
              )}
            >
              {chat.last_message_content || 'No messages yet'}
            </span>
            {hasUnread ? (
              <CountBadge count={unread} label="unread messages" className="ring-0" />
            ) : null}
          </div>
        </div>
      </Link>
    </li>
  );
}
