import { useQuery } from '@apollo/client/react';
import { HiddenLine } from '@/components/moderation/hidden-notice';
import { MemberAvatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { ChatFormerMemberQuery } from '../api/chat-operations';
import { personName, type ChatMember } from '../lib/chat-list';
import { messageParts } from '../lib/mentions';
import type { ChatMessage } from '../lib/messages';
import { clockTime, fullTime } from '../lib/message-time';
import { LinkedText } from './linked-text';
import { MessageAttachment } from './message-attachment';
import { MessageActions } from './message-actions';
import { MessageEditForm } from './message-edit-form';

interface MessageBubbleProps {
  message: ChatMessage;
  own: boolean;
  /**
   * Squad chats: who wrote it, shown above the first of a run of messages from someone else
   * (null: a member who has left, looked up by id; 'pending' while the squad's members load).
   * Undefined shows no name (a direct chat, the run's later ones).
   */
  sender?: ChatMember | null | 'pending';
  /** Squad chats: the members a message may mention (@First), shown highlighted. */
  mentionable?: readonly ChatMember[];
  viewerId?: string;
  /** The viewer's newest message once read: "Seen", or in a squad "Seen by 3". */
  receipt?: string;
  editing: boolean;
  openMenuUp: boolean;
  onReply: () => void;
  onStartEdit: () => void;
  onStopEdit: () => void;
  onSaveEdit: (content: string) => Promise<boolean>;
  onDelete: () => void;
}

/** One message: own ones on the right in the primary colour, the other member's on the left. */
export function MessageBubble({
  message,
  own,
  sender,
  mentionable,
  viewerId,
  receipt,
  editing,
  openMenuUp,
  onReply,
  onStartEdit,
  onStopEdit,
  onSaveEdit,
  onDelete,
}: MessageBubbleProps) {
  return (
    <li
      data-testid="message"
      data-from={own ? 'me' : 'them'}
      className={cn('group flex', own ? 'justify-end' : 'justify-start')}
    >
      <div
        className={cn(
          'flex max-w-[85%] flex-col sm:max-w-[75%]',
          own ? 'items-end' : 'items-start',
          editing && 'w-full',
        )}
      >
        {sender !== undefined ? <SenderName sender={sender} senderId={message.sender_id} /> : null}
        <div className={cn('flex w-full items-center gap-1', own && 'flex-row-reverse')}>
          <div
            className={cn(
              'min-w-0 rounded-2xl px-3.5 py-2 text-[0.9375rem] leading-relaxed shadow-[0_1px_1px_rgb(0_0_0/0.04)]',
              own
                ? 'rounded-br-md bg-primary-fill text-primary-foreground'
                : 'rounded-bl-md bg-muted text-foreground',
              editing && 'w-full bg-card text-foreground ring-1 ring-border',
            )}
          >
            {message.reply_to_message_id ? (
              <blockquote
                className={cn(
                  'mb-1.5 line-clamp-2 border-l-2 pl-2 text-[0.8125rem] break-words',
                  own
                    ? 'border-primary-foreground/50 text-primary-foreground/80'
                    : 'border-primary/60 text-muted-foreground',
                  // The API quotes nothing of a deleted (or hidden) original.
                  message.reply_to_message_content === null && 'italic',
                )}
              >
                {message.reply_to_message_content ?? 'Original message deleted'}
              </blockquote>
            ) : null}
            {message.attachment && !editing ? (
              <MessageAttachment
                attachment={message.attachment}
                own={own}
                captioned={message.content !== ''}
              />
            ) : null}
            {editing ? (
              <MessageEditForm
                initial={message.content}
                onSave={onSaveEdit}
                onCancel={onStopEdit}
              />
            ) : message.content === '' && message.attachment ? null : (
              <p className="whitespace-pre-wrap break-words">
                {mentionable ? (
                  <MessageText
                    content={message.content}
                    members={mentionable}
                    viewerId={viewerId}
                    own={own}
                  />
                ) : (
                  <LinkedText text={message.content} own={own} />
                )}
              </p>
            )}
          </div>
          {editing ? null : (
            <MessageActions
              messageId={message._id}
              own={own}
              openUp={openMenuUp}
              onReply={onReply}
              onEdit={onStartEdit}
              onDelete={onDelete}
            />
          )}
        </div>
        <p className="mt-0.5 px-1 text-[0.6875rem] text-muted-foreground">
          <time dateTime={message.created_at} title={fullTime(message.created_at)}>
            {clockTime(message.created_at)}
          </time>
          {message.edited_at ? <span> · (edited)</span> : null}
          {receipt ? (
            <>
              {' · '}
              <span data-testid="read-receipt">{receipt}</span>
            </>
          ) : null}
        </p>
        {message.hidden ? <HiddenLine reason={message.hidden.reason} /> : null}
      </div>
    </li>
  );
}

/**
 * A squad message's text with its @mentions of members in bold and colour (a mention of the viewer
 * stands out on a filled chip) and its addresses as links.
 */
function MessageText({
  content,
  members,
  viewerId,
  own,
}: {
  content: string;
  members: readonly ChatMember[];
  viewerId: string | undefined;
  own: boolean;
}) {
  return messageParts(content, members, viewerId).map((part, index) => {
    if (part.kind === 'text') return <LinkedText key={index} text={part.text} own={own} />;
    return (
      <strong
        key={index}
        data-testid="mention"
        data-self={part.self || undefined}
        className={cn(
          'font-semibold',
          own
            ? 'underline decoration-primary-foreground/60 underline-offset-2'
            : part.self
              ? 'rounded-md bg-primary-fill px-1 py-px text-primary-foreground'
              : 'text-primary-soft-foreground',
        )}
      >
        {part.text}
        {part.self ? <span className="sr-only"> (you)</span> : null}
      </strong>
    );
  });
}

// The sender line keeps one height while names load, so the log does not grow under a reader
// it has just scrolled to the bottom.
const senderLineClasses =
  'mb-1 flex h-5 max-w-full items-center gap-1.5 px-1 text-xs font-semibold text-muted-foreground';

/** A squad member's small photo and name above their message (looked up once they have left). */
function SenderName({
  sender,
  senderId,
}: {
  sender: ChatMember | null | 'pending';
  senderId: string;
}) {
  if (sender === 'pending') return <div aria-hidden="true" className={senderLineClasses} />;
  return sender ? <SenderLine person={sender} /> : <FormerMemberLine userId={senderId} />;
}

function FormerMemberLine({ userId }: { userId: string }) {
  const { data, loading } = useQuery(ChatFormerMemberQuery, {
    variables: { userId },
    fetchPolicy: 'cache-first',
    // An account that is gone (or hidden by a block) stays a former member.
    context: { skipErrorToast: true },
  });
  if (loading && !data) return <div aria-hidden="true" className={senderLineClasses} />;
  return <SenderLine person={data?.loadUserById ?? null} />;
}

function SenderLine({ person }: { person: ChatMember | Omit<ChatMember, 'user_id'> | null }) {
  return (
    <div data-testid="message-sender" className={senderLineClasses}>
      {person ? (
        // The name follows in text: the photo's own alt would say it twice.
        <span aria-hidden="true" className="contents">
          <MemberAvatar member={person} className="size-5 text-[0.5625rem]" />
        </span>
      ) : null}
      <span className="truncate">{person ? personName(person) : 'Former member'}</span>
    </div>
  );
}

/** A squad event ('Ana Lopez joined as Frontend'): a centred muted line, with no actions. */
export function SystemLine({ message }: { message: ChatMessage }) {
  return (
    <li data-testid="system-message" className="flex justify-center px-4 py-1.5">
      <p className="max-w-md text-center text-xs text-muted-foreground">
        {message.content}
        <span className="sr-only">, </span>
        <time
          dateTime={message.created_at}
          title={fullTime(message.created_at)}
          className="ml-1.5 text-[0.6875rem] tabular-nums"
        >
          {clockTime(message.created_at)}
        </time>
      </p>
    </li>
  );
}
