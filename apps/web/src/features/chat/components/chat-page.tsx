// Stub: replaced by the chat work in progress.
export function ChatPage() {
  return <p className="p-6 text-sm text-muted-foreground">Messages</p>;
}
