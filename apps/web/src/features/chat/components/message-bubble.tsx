import { cn } from '@/lib/cn';
import type { ChatMessage } from '../lib/messages';
import { clockTime, fullTime } from '../lib/message-time';
import { MessageActions } from './message-actions';
import { MessageEditForm } from './message-edit-form';

interface MessageBubbleProps {
  message: ChatMessage;
  own: boolean;
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
            {message.reply_to_message_content ? (
              <blockquote
                className={cn(
                  'mb-1.5 line-clamp-2 border-l-2 pl-2 text-[0.8125rem] break-words',
                  own
                    ? 'border-primary-foreground/50 text-primary-foreground/80'
                    : 'border-primary/60 text-muted-foreground',
                )}
              >
                {message.reply_to_message_content}
              </blockquote>
            ) : null}
            {editing ? (
              <MessageEditForm
                initial={message.content}
                onSave={onSaveEdit}
                onCancel={onStopEdit}
              />
            ) : (
              <p className="whitespace-pre-wrap break-words">{message.content}</p>
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
        </p>
      </div>
    </li>
  );
}
