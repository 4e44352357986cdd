import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Bell, BellOff, MessagesSquare } from 'lucide-react';
import { AvatarStack, MemberAvatar } from '@/components/ui/avatar';
import { Button, ButtonLink } from '@/components/ui/button';
import { useChatMute } from '../hooks/use-chat-mute';
import { presenceText } from '@/components/presence/presence';
import { chatName, SQUAD_FACES_IN_CHAT, type ConversationChat } from '../lib/chat-list';

interface ConversationHeaderProps {
  chat: ConversationChat | undefined;
  chatId: string;
  /** Narrow screens: a way back to the list. */
  showBack: boolean;
  /** Inside the squad page, which shows the squad itself: a title and a way to Messages. */
  embedded: boolean;
}

const blockClasses =
  'group flex min-w-0 items-center gap-3 rounded-xl pr-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * Who the conversation is with, above the messages: the other member (to their profile), or a
 * squad's faces and title (to the squad page).
 */
export function ConversationHeader({ chat, chatId, showBack, embedded }: ConversationHeaderProps) {
  if (embedded) {
    return (
      <header className="flex min-h-14 items-center justify-between gap-2 border-b border-border px-4 py-2">
        <h2 className="text-base font-semibold tracking-tight">Squad chat</h2>
        <ButtonLink
          to={`/chat/${chatId}`}
          variant="ghost"
          size="sm"
          className="text-primary hover:text-primary"
        >
          <MessagesSquare aria-hidden="true" />
          Open in Messages
        </ButtonLink>
      </header>
    );
  }
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
        <ChatIdentity chat={chat} />
      ) : (
        <div className="flex items-center gap-3" aria-hidden="true">
          <span className="size-10 animate-pulse rounded-full bg-muted" />
          <span className="h-4 w-32 animate-pulse rounded bg-muted" />
        </div>
      )}
      {chat?.muted !== undefined ? <MuteButton chatId={chatId} muted={chat.muted} /> : null}
    </header>
  );
}

/** Mutes the chat (no unread count, no mail; still readable), pressed while it is muted. */
function MuteButton({ chatId, muted }: { chatId: string; muted: boolean }) {
  const { toggle, loading } = useChatMute(chatId);
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label="Mute chat"
      aria-pressed={muted}
      title={muted ? 'Muted: no unread count and no e-mail. Select to unmute.' : 'Mute chat'}
      disabled={loading}
      onClick={() => toggle(!muted)}
      className={muted ? 'ml-auto text-primary' : 'ml-auto text-muted-foreground'}
    >
      {muted ? <BellOff aria-hidden="true" /> : <Bell aria-hidden="true" />}
    </Button>
  );
}

function ChatIdentity({ chat }: { chat: ConversationChat }) {
  if (chat.kind === 'squad') {
    return (
      <Identity
        to={chat.post_id ? `/squads/${chat.post_id}` : null}
        picture={
          <AvatarStack
            members={chat.members.slice(0, SQUAD_FACES_IN_CHAT)}
            total={chat.member_count}
            label={`Squad: ${chat.member_count} ${chat.member_count === 1 ? 'member' : 'members'}`}
            className="shrink-0"
          />
        }
        name={chatName(chat)}
        hint="Squad page"
      />
    );
  }
  // A chat with no other member on record (e.g. a deleted account) names no one to link to.
  return (
    <Identity
      to={chat.other_user_id ? `/profile/${chat.other_user_id}` : null}
      picture={<MemberAvatar member={chat} online={chat.is_online} />}
      name={chatName(chat)}
      hint="View profile"
      presence={presenceText(chat.is_online, chat.last_seen)}
    />
  );
}

interface IdentityProps {
  to: string | null;
  picture: ReactNode;
  name: string;
  hint: string;
  /** 'Online' or 'Last seen …' (decision 0032), before the hint. */
  presence?: string;
}

function Identity({ to, picture, name, hint, presence }: IdentityProps) {
  const detail = [presence, to ? hint : ''].filter(Boolean).join(' · ');
  const text = (
    <span className="min-w-0">
      <span className="block truncate font-semibold group-hover:text-primary">{name}</span>
      {detail ? (
        <span className="block truncate text-xs text-muted-foreground" data-testid="chat-presence">
          {detail}
        </span>
      ) : null}
    </span>
  );
  if (!to) {
    return (
      <div className="flex min-w-0 items-center gap-3 pr-2">
        {picture}
        {text}
      </div>
    );
  }
  return (
    <Link to={to} className={blockClasses}>
      {picture}
      {text}
    </Link>
  );
}
