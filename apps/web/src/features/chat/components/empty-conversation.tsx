import { MessagesSquare } from 'lucide-react';

/** The wide layout's right pane before a conversation is chosen. */
export function EmptyConversation() {
  return (
    <section
      aria-label="No conversation selected"
      className="hidden flex-1 flex-col items-center justify-center gap-3 bg-muted/30 px-6 text-center md:flex"
    >
      <div className="flex size-16 items-center justify-center rounded-3xl bg-primary-soft text-primary-soft-foreground">
        <MessagesSquare className="size-7" aria-hidden="true" />
      </div>
      <p className="text-base font-semibold">Your messages</p>
      <p className="max-w-xs text-sm text-muted-foreground">
        Select a conversation to start messaging.
      </p>
    </section>
  );
}
