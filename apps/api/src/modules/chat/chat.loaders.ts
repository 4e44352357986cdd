import DataLoader from 'dataloader';
import type { LoaderFactories } from '../../lib/loaders.js';
import { unreadCountsFor } from './chat.unread.js';

declare module '../../lib/loaders.js' {
  interface Loaders {
    /** The viewer's unread count in a chat: one count of all their chats for the whole request. */
    chatUnread: DataLoader<string, number>;
  }
}

/** The chat module's loaders, each made for one request on its first use. */
export const chatLoaders: LoaderFactories<'chatUnread'> = {
  chatUnread: ({ db, viewerId }) =>
    new DataLoader<string, number>(async (chatIds) => {
      if (!viewerId) return chatIds.map(() => 0);
      const { chats } = await unreadCountsFor(db, viewerId);
      const counts = new Map(chats.map((c) => [c.chat_id, c.unread_count]));
      return chatIds.map((id) => counts.get(id) ?? 0);
    }),
};
