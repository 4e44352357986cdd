import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router-dom';

/** The wide layout's right pane before a conversation is chosen; with none yet, how to start one. */
export function EmptyConversation({ hasConversations }: { hasConversations: boolean }) {
  return (
    <section
      aria-label="No conversation selected"
      className="hidden flex-1 flex-col items-center justify-center gap-3 bg-muted/30 px-6 text-center md:flex"
    >
      <div className="flex size-16 items-center justify-center rounded-3xl bg-primary-soft text-primary-soft-foreground">
        <MessagesSquare className="size-7" aria-hidden="true" />
      </div>
      <p className="text-base font-semibold">Your messages</p>
      {hasConversations ? (
        <p className="max-w-xs text-sm text-muted-foreground">
          Select a conversation to start messaging.
        </p>
      ) : (
        <StartConversationHint />
      )}
    </section>
  );
}

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * How a conversation begins: a chat opens with an accepted connection, and every squad has its
 * group chat. Shown in the pane and in the empty list (at 390 px the pane is hidden).
 */
export function StartConversationHint() {
  return (
    <p className="max-w-xs text-sm text-muted-foreground">
      Connect with someone from{' '}
      <Link to="/people" className={linkClass}>
        Find People
      </Link>{' '}
      or their profile: once they accept, you can message them here. Or{' '}
      <Link to="/projects" className={linkClass}>
        join a project
      </Link>{' '}
      to chat with its squad.
    </p>
  );
}
