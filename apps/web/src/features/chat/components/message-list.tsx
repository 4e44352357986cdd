import { Fragment, type ReactNode, type Ref } from 'react';
import { ListEnd } from '@/components/ui/list-end';
import { Spinner } from '@/components/ui/spinner';
import type { ChatMessage } from '../lib/messages';
import { dayKey, dayLabel } from '../lib/message-time';

interface MessageListProps {
  logRef: Ref<HTMLDivElement>;
  onScroll: () => void;
  messages: readonly ChatMessage[];
  initialLoading: boolean;
  loadingOlder: boolean;
  noMore: boolean;
  empty: ReactNode;
  renderMessage: (message: ChatMessage, index: number) => ReactNode;
}

function Loading({ text }: { text: string }) {
  return (
    <div className="flex items-center justify-center gap-2 py-3 text-sm text-muted-foreground">
      <Spinner size="sm" label={text} />
      <span aria-hidden="true">{text}</span>
    </div>
  );
}

/** The scrolling message log, oldest first, with the spec's loading and end texts at its top. */
export function MessageList({
  logRef,
  onScroll,
  messages,
  initialLoading,
  loadingOlder,
  noMore,
  empty,
  renderMessage,
}: MessageListProps) {
  return (
    <div
      ref={logRef}
      onScroll={onScroll}
      role="log"
      aria-label="Messages"
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 pt-4 pb-7 sm:px-5"
    >
      {/* One box for everything in the log, whose growth the scroll hook watches. */}
      <div>
        {initialLoading ? (
          <Loading text="Loading messages…" />
        ) : messages.length === 0 ? (
          empty
        ) : (
          <>
            {loadingOlder ? <Loading text="Loading more messages…" /> : null}
            {noMore ? <ListEnd>No more messages</ListEnd> : null}
            <ol className="flex flex-col gap-1.5">
              {messages.map((message, index) => {
                const previous = messages[index - 1];
                const newDay =
                  !previous || dayKey(previous.created_at) !== dayKey(message.created_at);
                return (
                  <Fragment key={message._id}>
                    {newDay ? (
                      <li className="flex justify-center py-2">
                        <span className="rounded-full bg-muted px-3 py-0.5 text-[0.6875rem] font-medium text-muted-foreground">
                          {dayLabel(message.created_at)}
                        </span>
                      </li>
                    ) : null}
                    {renderMessage(message, index)}
                  </Fragment>
                );
              })}
            </ol>
          </>
        )}
      </div>
    </div>
  );
}
